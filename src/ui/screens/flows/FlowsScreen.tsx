// The Flows page (/flows): every machine by area; the chosen one's statechart drawn from its definition,
// with the states the browser's other tabs are in highlighted live and their last events listed, and its
// QA scenarios beside it to export. It reads only: nothing here sends an event or calls the API.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { AnyStateMachine } from 'xstate';
import { flowsPageOn } from '../../flow/flows-flag';
import { PendingScreen } from '../pending/PendingScreen';
import { activeIds, flowGraph } from './flow-graph';
import { FlowChart } from './FlowChart';
import { hasMachine, loadMachine, machineIdOf, machinesByArea } from './flows-catalogue';
import { LivePanel } from './LivePanel';
import { ScenariosPanel } from './ScenariosPanel';
import { useLiveActors } from './live-actors';

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
  const folder = hasMachine(asked) ? asked : FIRST;
  const areas = useMemo(machinesByArea, []);
  const [machine, setMachine] = useState<{ folder: string; machine: AnyStateMachine } | null>(null);
  useEffect(() => {
    let current = true;
    void loadMachine(folder).then((m) => current && setMachine({ folder, machine: m }));
    return () => {
      current = false;
    };
  }, [folder]);
  const graph = useMemo(() => (machine ? flowGraph(machine.machine) : null), [machine]);
  const live = useLiveActors();
  const id = machine?.machine.id ?? machineIdOf(folder);
  const instances = live.actors.filter((a) => a.actor === id).sort((a, b) => b.at - a.at);
  const active = useMemo(() => (machine && instances[0] ? activeIds(machine.machine, instances[0].value as never) : new Set<string>()), [machine, instances[0]]); // eslint-disable-line react-hooks/exhaustive-deps
  const running = [...new Set(live.actors.map((a) => a.actor))].sort();
  const choose = (next: string) => navigate(`/flows?machine=${next}`, { replace: true });

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
              {graph ? <FlowChart graph={graph} active={active} /> : <p className="p-4 text-sm text-slate-600">{t('chart.loading')}</p>}
            </div>
          </section>
          <LivePanel machineId={id} instances={instances} events={live.events.filter((e) => e.actor === id)} running={running} onChoose={(name) => {
            const next = areas.flatMap((a) => a.folders).find((f) => machineIdOf(f) === name);
            if (next) choose(next);
          }} />
        </div>
        <ScenariosPanel folder={folder} />
      </div>
    </main>
  );
}
