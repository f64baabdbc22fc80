// Text the user or the data owns, shown inside our own (a product or person name, a handle, a phone):
// isolated from the text around it so neither reorders the other ('@demo' stays '@demo').
import type { ReactNode } from 'react';
import { cx } from './cx';

type Props = { text: string; className?: string; truncate?: boolean };

/**
 * A name: its direction comes from its own first letter (dir="auto"), so a long one is cut at its
 * logical end ('Toyota Land Cruiser 20…', not '…ota Land Cruiser 2023'); it still lines up with the
 * page (`.user-text` in index.css aligns it by the page's direction). Not truncated, a name without spaces (200 letters)
 * still wraps: anywhere, so it never widens its box past a dialog's edge or over its buttons.
 */
export function UserText({ text, className, truncate = true }: Props) {
  return (
    <span dir="auto" title={truncate ? text : undefined} className={cx('user-text block min-w-0', truncate ? 'truncate' : 'wrap-anywhere', className)}>
      {text}
    </span>
  );
}

/** Phone numbers, e-mails, handles and codes read left to right in every language (Latin digits included). */
export function LtrText({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi dir="ltr" className={className}>{children}</bdi>;
}

const SLOT = '\u2063';

/**
 * A translated sentence around a name ('Delete “{{name}}”?'): the name is rendered isolated
 * (<bdi dir="auto">), as React text, so neither its direction nor its digits leak into the sentence.
 */
export function WithName({ text, name }: { text: (slot: { name: string }) => string; name: string }) {
  const [before, after = ''] = text({ name: SLOT }).split(SLOT);
  // A name without spaces may break anywhere: it wraps inside the sentence's box instead of running past it.
  return <>{before}<bdi dir="auto" className="wrap-anywhere">{name}</bdi>{after}</>;
}
