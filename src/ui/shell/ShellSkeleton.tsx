import { useTranslation } from 'react-i18next';
import { Spinner } from '../kit/Spinner';
import { firstMatch } from '../route-match';
import { ROUTES } from '../routes';
import { drawerFrame, shellColumn, shellMain, topBarFrame } from './shell-layout';

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
      <div className={`${drawerFrame} lg:block`} />
      <div className={shellColumn}>
        <div className={topBarFrame} />
        <main aria-busy="true" className={shellMain}>
          {/* Styled as the screen's title, but not a heading: the screen's own heading says it has opened. */}
          <p className="text-2xl font-bold text-slate-900">{t(`screens.${screen}`)}</p>
          <div className="flex justify-center py-16 text-teal-700"><Spinner className="size-8" /></div>
        </main>
      </div>
    </div>
  );
}
