// The system contact (id 0, part 1 §2 Chats): read only, and the server keeps no messages for it yet.
import { useTranslation } from 'react-i18next';

export function SystemConversation() {
  const { t } = useTranslation('chats');
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <p className="m-auto p-6 text-sm text-slate-500">{t('system-empty')}</p>
      <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-500">{t('system-read-only')}</p>
    </div>
  );
}
