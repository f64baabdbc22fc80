// The work the Flows page's machine invokes, done on the page: a flow's code loaded and read as a graph,
// the graph laid out by ELK, the scenarios worked out in a worker, the other tabs heard, a scenario saved.
import { fromPromise } from 'xstate';
import { flowGraph, type FlowGraph, type Layout } from '../../../machines/flows-page/flow-graph';
import type { ScenarioExport, Scenarios } from '../../../machines/flows-page/flows-page.machine';
import { asCsv, asGherkin, asJson, type WordedPath } from '../../../../scripts/paths-format';
import { loadMachine } from './flows-catalogue';
import { layoutGraph } from './flow-layout';
import { listenToOtherTabs } from './live-actors';

/** What the worker posts back (scenarios.worker.ts). */
type WorkerReply = { folder: string; note?: string; paths?: WordedPath[]; error?: string };

const loadFlow = fromPromise<FlowGraph, { folder: string }>(async ({ input }) => flowGraph(await loadMachine(input.folder)));

const layOutChart = fromPromise<Layout, FlowGraph>(({ input }) => layoutGraph(input));

/** One worker per flow, ended when its answer comes or the page moves on (another flow, or leaving). */
const computeScenarios = fromPromise<Scenarios, { folder: string }>(({ input, signal }) => new Promise<Scenarios>((resolve, reject) => {
  const worker = new Worker(new URL('./scenarios.worker.ts', import.meta.url), { type: 'module' });
  signal.addEventListener('abort', () => worker.terminate());
  worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
    worker.terminate();
    if (data.error !== undefined) reject(new Error(data.error));
    else resolve({ note: data.note ?? '', paths: data.paths ?? [] });
  };
  worker.onerror = () => {
    worker.terminate();
    reject(new Error('worker'));
  };
  worker.postMessage(input.folder);
}));

export const flowsPageActors = { loadFlow, layOutChart, computeScenarios, listenToOtherTabs };

/** The export buttons, in their order: each writes one scenario as `npm run paths -- <machine> --format …` would. */
export const EXPORT_FORMATS = [
  { key: 'gherkin', ext: 'feature', type: 'text/plain', write: (m: string, p: WordedPath) => asGherkin(m, [p]) },
  { key: 'csv', ext: 'csv', type: 'text/csv', write: (_: string, p: WordedPath) => asCsv([p]) },
  { key: 'json', ext: 'json', type: 'application/json', write: (m: string, p: WordedPath) => asJson(m, [p]) },
] as const;

/** The machine's `saveScenario`: the file (`session-1.feature`) handed to the browser. */
export function saveScenario(_: unknown, { folder, number, path, format }: ScenarioExport) {
  const { ext, type, write } = EXPORT_FORMATS.find((f) => f.key === format)!;
  const url = URL.createObjectURL(new Blob([write(folder, path)], { type: `${type};charset=utf-8` }));
  const a = Object.assign(document.createElement('a'), { href: url, download: `${folder}-${number}.${ext}` });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
