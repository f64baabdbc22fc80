// The drawer's links, shared by the permanent drawer and the temporary one.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Role } from '../../api/schemas/common';
import { prefetchScreenData } from '../../machines/screen-prefetch';
import { selectUser } from '../../machines/session/session.selectors';
import { useSessionActor } from '../app-context';
import { cx } from '../kit/cx';
import { preloadScreenIntent } from '../screen-intent';
import { ExternalIcon } from './icons';
import { PUBLIC_WEBSITE_URL, isActive, navItemsFor } from './nav-items';

export function NavList({ role, onNavigate }: { role: Role | undefined; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const sellerId = useSelector(useSessionActor(), (s) => selectUser(s)?.sellerId ?? null);
  const [path] = useLocation();
  // Hover or focus announces the click: the screen's chunk, texts and first data start loading.
  const preload = (href: string) => {
    preloadScreenIntent(href, (ns) => i18n.loadNamespaces(ns));
    if (!isActive(href, path)) prefetchScreenData(href, sellerId);
  };
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-1 px-3">
      {navItemsFor(role).map(({ href, key, Icon }) => {
        const active = isActive(href, path);
        return (
          <Link
            key={href}
            href={href}
            onClick={onNavigate}
            onPointerEnter={() => preload(href)}
            onFocus={() => preload(href)}
            aria-current={active ? 'page' : undefined}
            className={cx(
              'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition',
              active ? 'bg-teal-700 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            <Icon />
            {t(`nav.${key}`)}
          </Link>
        );
      })}
      <a
        href={PUBLIC_WEBSITE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto mb-4 flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <ExternalIcon />
        {t('nav.website')}
      </a>
    </nav>
  );
}
