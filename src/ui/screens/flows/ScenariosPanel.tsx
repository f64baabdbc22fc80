// The machine's QA scenarios (worked out by the worker with `npm run paths`'s code), each exported on
// its own as Gherkin, CSV or JSON, in the formats of `npm run paths -- <machine> --format …`.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asCsv, asGherkin, asJson, type WordedPath } from '../../../../scripts/paths-format';

type Result = { folder: string; note?: string; paths?: WordedPath[]; error?: string };

const FORMATS = [
  { key: 'gherkin', ext: 'feature', type: 'text/plain', write: (m: string, p: WordedPath) => asGherkin(m, [p]) },
  { key: 'csv', ext: 'csv', type: 'text/csv', write: (_: string, p: WordedPath) => asCsv([p]) },
  { key: 'json', ext: 'json', type: 'application/json', write: (m: string, p: WordedPath) => asJson(m, [p]) },
] as const;

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ScenariosPanel({ folder }: { folder: string }) {
  const { t } = useTranslation('flows');
  const [result, setResult] = useState<Result | null>(null);
  useEffect(() => {
    const worker = new Worker(new URL('./scenarios.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<Result>) => setResult(data);
    worker.onerror = () => setResult({ folder, error: 'worker' });
    worker.postMessage(folder);
    return () => worker.terminate();
  }, [folder]);
  const shown = result?.folder === folder ? result : null;
  return (
    <section aria-labelledby="flows-scenarios" className="flex min-w-0 flex-col gap-3">
      <h2 id="flows-scenarios" className="text-lg font-semibold text-slate-900">{t('scenarios.title')}</h2>
      {!shown && <p role="status" className="text-sm text-slate-600">{t('scenarios.working')}</p>}
      {shown?.error && <p role="alert" className="text-sm text-red-700">{t('scenarios.failed')}</p>}
      {shown?.paths && !shown.paths.length && <p className="text-sm text-slate-600">{t('scenarios.none')}</p>}
      <ol className="flex flex-col gap-2" data-testid="flow-scenarios">
        {shown?.paths?.map((path, i) => {
          const title = path.name ?? (path.steps.length ? `${path.steps.at(-1)!.event} → ${path.steps.at(-1)!.state}` : path.start);
          return (
            <li key={i} className="rounded-lg border border-slate-200 bg-white p-3">
              <details>
                <summary className="cursor-pointer text-sm font-medium text-slate-900">
                  {t('scenarios.number', { n: i + 1 })} <bdi dir="ltr">{title}</bdi>
                </summary>
                <div dir="ltr" className="mt-2 flex flex-col gap-1 text-start text-xs text-slate-700">
                  {path.given && <p><span dir="auto" className="font-semibold">{t('scenarios.given')}</span> {path.given}</p>}
                  <p>{path.start}</p>
                  <ol className="list-decimal ps-5">{path.steps.map((s, j) => <li key={j}>{s.event} → {s.state}</li>)}</ol>
                </div>
              </details>
              <div className="mt-2 flex flex-wrap gap-2">
                {FORMATS.map((f) => (
                  <button
                    key={f.key} type="button"
                    className="rounded-md border border-teal-700 px-2 py-1 text-xs font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                    aria-label={t(`scenarios.export-${f.key}-label`, { n: i + 1 })}
                    onClick={() => download(`${folder}-${i + 1}.${f.ext}`, f.type, f.write(folder, path))}
                  >
                    {t(`scenarios.export-${f.key}`)}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
