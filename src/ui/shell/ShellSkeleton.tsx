import { useTranslation } from 'react-i18next';
import { Spinner } from '../kit/Spinner';
import { firstMatch } from '../route-match';
import { ROUTES } from '../routes';
import { drawerFrame, shellColumn, shellMain, topBarFrame } from './shell-layout';

/**
 * The line a screen shows under its title (its header, ListPage's or the overview's), by route name:
 * the largest text of the first view, so the frame paints it rather than leaving it to the screen.
 */
const SCREEN_SUBTITLES: Partial<Record<string, string>> = {
  overview: 'overview:subtitle',
  products: 'products-list:subtitle',
  requests: 'requests:subtitle',
  'profile-requests': 'requests:sent-subtitle',
  employees: 'employees-screen:subtitle',
};

/**
 * What a signed-in address shows while the stored session is checked and the shell loads: the shell's
 * frame (the drawer's place on a wide screen, the top bar) and the screen's name where the screen puts
 * its title, rather than a spinner on a blank page. The seller sees at once where they are, and the
 * real shell and screen take the same places when they come.
 */
export function ShellSkeleton({ path }: { path: string }) {
  return (
    <div className="min-h-dvh">
      <div className={`${drawerFrame} lg:block`} />
      <div className={shellColumn}>
        <div className={topBarFrame} />
        <main aria-busy="true" className={shellMain}>
          <ScreenSkeleton path={path} />
        </main>
      </div>
    </div>
  );
}

/** The screen's part of the frame: its name and line where the screen puts them, and a spinner. */
export function ScreenSkeleton({ path }: { path: string }) {
  const { t, i18n } = useTranslation('shell');
  const screen = firstMatch(ROUTES, path)?.name ?? 'not-found';
  // The screen's line under its title, once its texts are in (boot loads them with its own; after a
  // sign-in they may still be on their way, and the frame waits for nothing).
  const subtitleKey = SCREEN_SUBTITLES[screen];
  const subtitle = subtitleKey && i18n.exists(subtitleKey) ? t(subtitleKey) : null;
  return (
    <>
      {/* Styled as the screen's title, but not a heading: the screen's own heading says it has opened. */}
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold text-slate-900">{t(`screens.${screen}`)}</p>
        {subtitle && <p className="text-sm text-slate-500">{subtitle}</p>}
      </div>
      <div className="flex justify-center py-16 text-teal-700"><Spinner className="size-8" /></div>
    </>
  );
}
