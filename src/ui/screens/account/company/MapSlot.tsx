// Where the company map goes. Leaflet loads with this section only (its own chunk), never with the
// first paint. The tiles are allowed only by the Content-Security-Policy of a page loaded at
// /userAccount: arriving here from another screen, the map waits for a button that loads this page.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MAP_PATH } from '../../../../domain/map-tiles';
import { Button } from '../../../kit/Button';
import { formatNumber } from '../../../../domain/numbers';

const CompanyMap = lazy(() => import('./CompanyMap'));

/** Was this document loaded at /userAccount (so its policy lets the tiles in)? */
const pageAllowsTiles = () => {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return new URL(entry?.name ?? window.location.href).pathname === ACCOUNT_MAP_PATH;
};

export function MapSlot({ latitude, longitude, editable, onPick }: { latitude: string; longitude: string; editable: boolean; onPick: (lat: number, lng: number) => void }) {
  const { t, i18n } = useTranslation('company');
  const placeholder = 'flex h-64 w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 p-4 text-center text-sm text-slate-600 ring-1 ring-slate-200 sm:h-80';
  if (!pageAllowsTiles()) {
    return (
      <div className={placeholder}>
        <p>{t('map-show-hint')}</p>
        <Button variant="secondary" onClick={() => window.location.assign(window.location.href)}>{t('map-show')}</Button>
      </div>
    );
  }
  // The values are not named `lng`: i18next reads that as the language to translate into.
  const number = (v: string) => (v.trim() && Number.isFinite(Number(v)) ? formatNumber(Number(v), i18n.language) : v);
  return (
    <Suspense fallback={<div className={placeholder}>{t('map-loading')}</div>}>
      <CompanyMap
        latitude={latitude} longitude={longitude} editable={editable} onPick={onPick} label={t('map-label')}
        markerLabel={(lat, lng) => t('marker', { latitude: number(lat), longitude: number(lng) })} tilesFailedText={t('map-tiles-failed')}
      />
    </Suspense>
  );
}
