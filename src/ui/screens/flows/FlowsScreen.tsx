// The Flows page (/flows): every machine by area; the chosen one's statechart drawn from its definition,
// with the states the browser's other tabs are in highlighted live and their last events listed, and its
// QA scenarios beside it to export. It reads only: nothing here sends an event to the app or calls the API.
// Its own flow is the flows-page machine (choosing, laying out, computing, the live feed); this view draws it.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { activeIds } from '../../../machines/flows-page/flow-graph';
import { flowsPageMachine } from '../../../machines/flows-page/flows-page.machine';
import { flowsPageOn } from '../../flow/flows-flag';
import { useFlow } from '../../flow/use-flow';
import { PendingScreen } from '../pending/PendingScreen';
import { FlowChart } from './FlowChart';
import { flowsPageActors, saveScenario } from './flows-actors';
import { hasMachine, machineIdOf, machinesByArea } from './flows-catalogue';
import { LivePanel } from './LivePanel';
import { ScenariosPanel } from './ScenariosPanel';

const FIRST = 'session';

export function FlowsScreen() {
  const [on] = useState(() => flowsPageOn());
  return on ? <Flows /> : <PendingScreen screen="not-found" reason="not-found" />;
}

function Flows() {
  const { t } = useTranslation('flows');
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('machine') ?? FIRST;
  const areas = useMemo(machinesByArea, []);
  const [state, send] = useFlow(flowsPageMachine.provide({
    actors: flowsPageActors,
    actions: {
      showChoice: (_, { folder }) => navigate(`/flows?machine=${folder}`, { replace: true }),
      saveScenario,
    },
  }), { input: { folder: hasMachine(asked) ? asked : FIRST } });
  const { folder, graph, layout, live } = state.context;
  const id = graph?.id ?? machineIdOf(folder);
  const instances = live.actors.filter((a) => a.actor === id).sort((a, b) => b.at - a.at);
  const active = useMemo(() => (graph && instances[0] ? activeIds(graph, instances[0].value as never) : new Set<string>()), [graph, instances[0]]); // eslint-disable-line react-hooks/exhaustive-deps
  const running = [...new Set(live.actors.map((a) => a.actor))].sort();
  const choose = (next: string) => send({ type: 'MACHINE_CHOSEN', folder: next });

  return (
    <main className="mx-auto flex min-h-dvh max-w-screen-2xl flex-col gap-4 p-4 lg:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </header>
      <div className="flex flex-col gap-1">
        <label htmlFor="flows-machine" className="text-sm font-medium text-slate-800">{t('machine')}</label>
        <select
          id="flows-machine" value={folder} onChange={(e) => choose(e.target.value)}
          className="w-full max-w-md rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {areas.map(({ area, folders }) => (
            <optgroup key={area} label={t(`areas.${area}`)}>
              {folders.map((f) => <option key={f} value={f}>{machineIdOf(f)}</option>)}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <section aria-labelledby="flows-chart" className="flex min-w-0 flex-col gap-2">
            <h2 id="flows-chart" className="text-lg font-semibold text-slate-900"><bdi>{id}</bdi></h2>
            <p className="text-xs text-slate-600">{t('chart.legend')}</p>
            <div dir="ltr" tabIndex={0} aria-label={t('chart.scroll')} className="max-h-[70vh] min-w-0 overflow-auto rounded-lg border border-slate-200 bg-slate-50">
              {state.matches({ chart: 'chartShown' }) && graph && layout && <FlowChart graph={graph} layout={layout} active={active} />}
              {state.matches({ chart: 'loadingFlow' }) && <p className="p-4 text-sm text-slate-600">{t('chart.loading')}</p>}
              {state.matches({ chart: 'layingOut' }) && <p className="p-4 text-sm text-slate-600">{t('chart.drawing')}</p>}
              {state.matches({ chart: 'chartFailed' }) && (
                <div dir="auto" className="flex flex-wrap items-center gap-3 p-4">
                  <p role="alert" className="text-sm text-red-700">{t('chart.failed')}</p>
                  <button type="button" onClick={() => send({ type: 'RETRY_CLICKED' })}
                    className="rounded-md border border-teal-700 px-2 py-1 text-xs font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700">
                    {t('chart.retry')}
                  </button>
                </div>
              )}
            </div>
          </section>
          <LivePanel machineId={id} instances={instances} events={live.events.filter((e) => e.actor === id)} running={running} onChoose={(name) => {
            const next = areas.flatMap((a) => a.folders).find((f) => machineIdOf(f) === name);
            if (next) choose(next);
          }} />
        </div>
        <ScenariosPanel status={state.value.scenarios} paths={state.context.scenarios?.paths ?? []} onExport={(number, format) => send({ type: 'EXPORT_CLICKED', number, format })} />
      </div>
    </main>
  );
}
