// The open conversation's header: back to the contacts on a phone, the other person's name, and
// whether they are typing (the conversation machine's `other` region says so).
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UserText } from '../../kit/UserText';

export function ChatHeader({ name, backHref, typing }: { name: string; backHref: string; typing: boolean }) {
  const { t } = useTranslation('chats');
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2.5">
      <Link href={backHref} className="rounded-lg px-2 py-1 text-sm font-medium text-teal-700 hover:bg-slate-100 lg:hidden">{t('back')}</Link>
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-slate-900"><UserText text={name} /></h2>
        {/* Announced politely; the line keeps its height so the header does not jump. */}
        <p role="status" data-testid="chat-typing" className="h-4 text-xs leading-4 text-teal-700">{typing ? t('typing') : ''}</p>
      </div>
    </div>
  );
}
