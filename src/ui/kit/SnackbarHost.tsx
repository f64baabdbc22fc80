import { useSelector } from '@xstate/react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppActor } from '../app-context';
import { cx } from './cx';
import { useHydrated } from './use-hydrated';

const tones = {
  error: 'bg-rose-700 text-white',
  warning: 'bg-amber-500 text-slate-950',
  success: 'bg-emerald-700 text-white',
  info: 'bg-slate-800 text-white',
};

/** Notice keys are `ns:key`, or `ns.key` as the interceptor table (src/api/failure.ts) and machines write them. */
const i18nKey = (key: string) => (key.includes(':') ? key : key.replace('.', ':'));

/**
 * The snackbar's own element, a child of <body> beside the app: an open dialog makes the app inert and
 * counts a click anywhere outside its panel as "close me", but a sibling of the app stays usable and
 * counts as inside, so dismissing a message does not close (and lose) the dialog under it.
 */
function snackbarRoot(): HTMLElement {
  const found = document.getElementById('snackbar-root');
  if (found) return found;
  const root = document.createElement('div');
  root.id = 'snackbar-root';
  document.body.append(root);
  return root;
}

/** Renders the app's snackbar actor: one message at a time, bottom centre. */
export function SnackbarHost() {
  const { t } = useTranslation();
  const snackbar = useSelector(useAppActor(), (s) => s.context.snackbar);
  const notice = useSelector(snackbar, (s) => (s.matches('showing') ? s.context.current : null));
  // No document on the server (the prerendered /login): the region joins <body> once hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return createPortal(
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      {notice && (
        <div
          role={notice.severity === 'error' || notice.severity === 'warning' ? 'alert' : 'status'}
          data-testid="snackbar"
          data-severity={notice.severity}
          className={cx('pointer-events-auto flex max-w-xl items-center gap-4 rounded-xl px-4 py-3 text-sm font-medium shadow-lg', tones[notice.severity])}
        >
          <span>{notice.text ?? t(i18nKey(notice.key ?? 'errors:generic'))}</span>
          <button type="button" onClick={() => snackbar.send({ type: 'DISMISSED' })} className="ms-auto shrink-0 rounded px-1 opacity-80 hover:opacity-100" aria-label={t('common:dismiss')}>
            ✕
          </button>
        </div>
      )}
    </div>,
    snackbarRoot(),
  );
}
