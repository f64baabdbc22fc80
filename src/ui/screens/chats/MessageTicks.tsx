// Part 1 §4 Messages: no state yet shows the pending clock, sent one check, received or read two (read in colour).
import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '../../../api/schemas/chats';
import { outlineIcon } from '../../kit/outline-icon';

const ClockIcon = outlineIcon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2', 'size-3.5', 2);
const CheckIcon = outlineIcon('M4 12l5 5L20 6', 'size-3.5', 2.2);
const DoubleCheckIcon = outlineIcon('M2 12l5 5L18 6M9 16l1 1L22 6', 'size-3.5', 2.2);

export function MessageTicks({ status }: { status: MessageStatus | 'pending' }) {
  const { t } = useTranslation('chats');
  const Icon = status === 'pending' ? ClockIcon : status === 'sent' ? CheckIcon : DoubleCheckIcon;
  return (
    <span data-testid="message-status" data-status={status} className={status === 'read' ? 'text-sky-300' : undefined}>
      <Icon />
      <span className="sr-only">{t(`status.${status}`)}</span>
    </span>
  );
}
