// What the browser's other tabs run now: the chosen machine's actors with the state each is in and its
// last events, and the names of every machine running, to switch to.
import { useTranslation } from 'react-i18next';
import { eventLabel } from '../../../machines/flows-page/flow-graph';
import type { TabReport } from '../../../machines/flows-page/flows-page.machine';
import { stateInWords } from '../../../../scripts/paths-format';

/** A state value as its key: `signedOut.editing`, parallel regions joined by ` | `. */
export function valueKey(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value).map(([k, v]) => {
    const inner = valueKey(v);
    return inner ? inner.split(' | ').map((x) => `${k}.${x}`).join(' | ') : k;
  }).join(' | ');
}

type Props = { machineId: string; instances: TabReport[]; events: TabReport[]; running: string[]; onChoose: (name: string) => void };

export function LivePanel({ machineId, instances, events, running, onChoose }: Props) {
  const { t } = useTranslation('flows');
  return (
    <section aria-labelledby="flows-live" className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <h2 id="flows-live" className="text-lg font-semibold text-slate-900">{t('live.title')}</h2>
      {!running.length && <p className="text-sm text-slate-600">{t('live.none')}</p>}
      {running.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-slate-600">{t('live.running')}</span>
          {running.map((name) => (
            <button key={name} type="button" onClick={() => onChoose(name)} aria-pressed={name === machineId}
              className={`rounded-full border px-2 py-0.5 text-xs ${name === machineId ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`}>
              <bdi>{name}</bdi>
            </button>
          ))}
        </div>
      )}
      <h3 className="text-sm font-semibold text-slate-800">{t('live.instances', { count: instances.length })}</h3>
      <ul className="flex flex-col gap-1 text-xs text-slate-700" data-testid="flow-instances">
        {instances.map((a) => (
          <li key={`${a.tab}:${a.sessionId}`}><bdi dir="ltr">{a.path}</bdi> · <bdi dir="ltr">{stateInWords(valueKey(a.value).replace(/ \| /g, '|'))}</bdi></li>
        ))}
      </ul>
      <h3 className="text-sm font-semibold text-slate-800">{t('live.events')}</h3>
      {!events.length && <p className="text-xs text-slate-600">{t('live.no-events')}</p>}
      <ol className="flex flex-col gap-1 text-xs text-slate-700" data-testid="flow-events">
        {events.slice(0, 12).map((e, i) => (
          <li key={i}><bdi dir="ltr"><span className="font-mono">{eventLabel(e.event, '')}</span> → {valueKey(e.value)}</bdi></li>
        ))}
      </ol>
    </section>
  );
}
