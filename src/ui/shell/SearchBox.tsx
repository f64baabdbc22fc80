import { useFlow } from '../flow/use-flow';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { searchMachine } from '../../machines/search/search.machine';
import { CloseIcon, SearchIcon } from './icons';

/** The top-bar search: typing settles for 300 ms, then the screen's ?q= changes. */
export function SearchBox() {
  const { t } = useTranslation('shell');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const q = new URLSearchParams(search).get('q') ?? '';
  const [snapshot, send] = useFlow(
    searchMachine.provide({
      actions: {
        commit: (_, { text }) => {
          const params = new URLSearchParams(window.location.search);
          if (text) params.set('q', text);
          else params.delete('q');
          const query = params.toString();
          navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, { replace: true });
        },
      },
    }),
    { input: { text: q } },
  );
  // Another screen, another search.
  useEffect(() => send({ type: 'ROUTE_CHANGED', text: new URLSearchParams(window.location.search).get('q') ?? '' }), [path, send]);

  return (
    <div role="search" className="flex w-full max-w-md items-center gap-2 rounded-lg bg-slate-100 px-3 ring-inset focus-within:bg-white focus-within:ring-2 focus-within:ring-teal-600">
      <SearchIcon className="size-4 shrink-0 text-slate-400" />
      <input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={snapshot.context.text}
        onChange={(e) => send({ type: 'TYPED', text: e.target.value })}
        className="min-w-0 flex-1 bg-transparent py-2 text-sm outline-none placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {snapshot.context.text && (
        <button type="button" onClick={() => send({ type: 'CLEARED' })} className="rounded p-0.5 text-slate-400 hover:text-slate-700" aria-label={t('search.clear')}>
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
