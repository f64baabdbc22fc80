// The machine's QA scenarios (worked out by the worker with `npm run paths`'s code), each exported on
// its own as Gherkin, CSV or JSON, in the formats of `npm run paths -- <machine> --format …`.
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../machines/flows-page/flows-page.machine';
import type { WordedPath } from '../../../../scripts/paths-format';
import { EXPORT_FORMATS } from './flows-actors';

type Props = {
  /** Where the page's scenarios region is (flows-page machine). */
  status: 'computing' | 'scenariosShown' | 'noScenarios' | 'scenariosFailed';
  paths: WordedPath[];
  onExport: (number: number, format: ExportFormat) => void;
};

export function ScenariosPanel({ status, paths, onExport }: Props) {
  const { t } = useTranslation('flows');
  return (
    <section aria-labelledby="flows-scenarios" className="flex min-w-0 flex-col gap-3">
      <h2 id="flows-scenarios" className="text-lg font-semibold text-slate-900">{t('scenarios.title')}</h2>
      {status === 'computing' && <p role="status" className="text-sm text-slate-600">{t('scenarios.working')}</p>}
      {status === 'scenariosFailed' && <p role="alert" className="text-sm text-red-700">{t('scenarios.failed')}</p>}
      {status === 'noScenarios' && <p className="text-sm text-slate-600">{t('scenarios.none')}</p>}
      <ol className="flex flex-col gap-2" data-testid="flow-scenarios">
        {status === 'scenariosShown' && paths.map((path, i) => {
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
                {EXPORT_FORMATS.map((f) => (
                  <button
                    key={f.key} type="button"
                    className="rounded-md border border-teal-700 px-2 py-1 text-xs font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                    aria-label={t(`scenarios.export-${f.key}-label`, { n: i + 1 })}
                    onClick={() => onExport(i + 1, f.key)}
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
