// Works out a machine's QA scenarios off the main thread with the code of `npm run paths` (the named
// scenarios, then the shortest paths that reach every state and take every branch).
// First: the models read Temporal as the browser's own (src/boot/native-temporal.ts), which a worker without
// one gets here, since boot's install does not reach a worker; where the browser has one this does nothing.
import 'temporal-polyfill/global';
import { setEnglishNamespaces } from '../../../../scripts/paths-format';
import { modelOfModule, pathsInWords } from '../../../../scripts/paths-walk';

// Eager: a classic worker bundle is one file. The worker starts only when the Flows page asks.
const MODELS = import.meta.glob<Record<string, unknown>>('../../../machines/*/*.model.ts', { eager: true });
const ENGLISH = import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', { eager: true, import: 'default' });
setEnglishNamespaces(Object.fromEntries(Object.entries(ENGLISH).map(([file, texts]) => [file.split('/').at(-1)!.replace(/\.json$/, ''), texts])));

self.onmessage = ({ data: folder }: MessageEvent<string>) => {
  const file = `../../../machines/${folder}/${folder}.model.ts`;
  try {
    const mod = MODELS[file];
    if (!mod) return postMessage({ folder, paths: [], note: '' });
    const { note, paths } = pathsInWords(modelOfModule(mod, file));
    // Plain data across the boundary (the words already left functions and errors behind).
    postMessage(JSON.parse(JSON.stringify({ folder, note, paths })));
  } catch (error) {
    postMessage({ folder, error: String(error) });
  }
};
