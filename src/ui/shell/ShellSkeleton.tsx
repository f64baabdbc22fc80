import { useTranslation } from 'react-i18next';
import { Spinner } from '../kit/Spinner';
import { firstMatch } from '../route-match';
import { ROUTES } from '../routes';

/**
 * What a signed-in address shows while the stored session is checked and the shell loads: the shell's
 * frame (the drawer's place on a wide screen, the top bar) and the screen's name where the screen puts
 * its title, rather than a spinner on a blank page. The seller sees at once where they are, and the
 * real shell and screen take the same places when they come.
 */
export function ShellSkeleton({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  const screen = firstMatch(ROUTES, path)?.name ?? 'not-found';
  return (
    <div className="min-h-dvh">
      <div className="fixed inset-y-0 start-0 hidden w-drawer border-e border-slate-200 bg-white lg:block" />
      <div className="flex min-h-dvh flex-col lg:ps-drawer">
        <div className="sticky top-0 z-20 h-16 border-b border-slate-200 bg-white/90" />
        <main aria-busy="true" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {/* Styled as the screen's title, but not a heading: the screen's own heading says it has opened. */}
          <p className="text-2xl font-bold text-slate-900">{t(`screens.${screen}`)}</p>
          <div className="flex justify-center py-16 text-teal-700"><Spinner className="size-8" /></div>
        </main>
      </div>
    </div>
  );
}
