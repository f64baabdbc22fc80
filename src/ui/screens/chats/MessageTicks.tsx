// Part 1 §4 Messages: no state yet shows the pending clock, sent one check, received or read two (read in colour).
// The two checks are drawn apart and wider than the one (at the bubble's 11 px they read as
// one when squeezed into the same square), and each state has its words for screen readers.
import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '../../../api/schemas/chats';
import { outlineIcon } from '../../kit/outline-icon';

const ClockIcon = outlineIcon('M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2', 'size-3.5', 2);

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** One check, 16 px square. */
function CheckIcon() {
  return <svg data-ticks="1" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" {...stroke}><path d="M2.5 8.5l3.5 3.5L13.5 4.5" /></svg>;
}

/** Two checks side by side, 20 px wide: the second's long stroke parallel to the first's, a clear gap between. */
function DoubleCheckIcon() {
  return (
    <svg data-ticks="2" viewBox="0 0 20 16" width="20" height="16" aria-hidden="true" {...stroke}>
      <path d="M1 8.5l3.5 3.5L12 4.5" />
      <path d="M8.5 10.5l1.5 1.5L18 4.5" />
    </svg>
  );
}

export function MessageTicks({ status }: { status: MessageStatus | 'pending' }) {
  const { t } = useTranslation('chats');
  const Icon = status === 'pending' ? ClockIcon : status === 'sent' ? CheckIcon : DoubleCheckIcon;
  return (
    <span data-testid="message-status" data-status={status} className={status === 'read' ? 'inline-flex text-sky-300' : 'inline-flex'}>
      <Icon />
      <span className="sr-only">{t(`status.${status}`)}</span>
    </span>
  );
}
