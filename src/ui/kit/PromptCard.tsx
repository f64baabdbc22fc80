import { useId, type ReactNode } from 'react';

/**
 * A question the page asks without stopping the seller: a non-modal dialog pinned to the bottom
 * of the screen (the inline end on a wide one). Unlike Dialog it takes no focus, locks no scroll and
 * leaves the page usable, so opening it while a page settles costs one small layout, not the
 * restyle and relayout of the whole page a modal's inert backdrop forces. Escape inside it is
 * `onDismiss`, as its dismissing button is.
 */
export function PromptCard({ title, children, actions, onDismiss }: {
  title: ReactNode; children?: ReactNode; actions: ReactNode; onDismiss: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onKeyDown={(event) => event.key === 'Escape' && onDismiss()}
      className="fixed inset-x-3 bottom-3 z-40 animate-[rise-in_150ms_ease-out] rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 motion-reduce:animate-none sm:start-auto sm:end-4 sm:bottom-4 sm:w-96"
    >
      <h2 id={titleId} className="px-5 pt-4 text-base font-semibold break-words text-slate-900">{title}</h2>
      {children && <div id={bodyId} className="px-5 pt-2">{children}</div>}
      <div className="flex flex-wrap justify-end gap-2 px-5 pt-4 pb-4">{actions}</div>
    </div>
  );
}
