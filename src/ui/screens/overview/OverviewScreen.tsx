// Route / (part 1 §2 Overview): the seller's first screen. The overview machine runs every card;
// each loads, is empty or fails with its own retry, and a failing card leaves the others be.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { CurrentUser } from '../../../api/schemas/users';
import { overviewMachine } from '../../../machines/overview/overview.machine';
import { selectDialog, selectPager, selectPageRows, selectTableStatus } from '../../../machines/overview/overview.selectors';
import { selectUser } from '../../../machines/session/session.selectors';
import { useAppActor, useLocale, useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { useMessageText } from '../join/message-text';
import { PendingScreen } from '../pending/PendingScreen';
import { ChatsCard } from './ChatsCard';
import { FigureCards } from './FigureCards';
import { LastAddedTable } from './LastAddedTable';
import { OVERVIEW_NAMESPACES } from './overview-namespaces';
import { RequestsCard } from './RequestsCard';
import { ServicesCard } from './ServicesCard';

// The products screen's dialogs (details, edit, delete), loaded when a row is opened.
const ProductDialogs = lazy(() => import('../products/dialogs/ProductDialogs').then((m) => ({ default: m.ProductDialogs })));

export function OverviewScreen() {
  const user = useSelector(useSessionActor(), selectUser);
  // The overview is a company's: a signed-in buyer has none (the guard sends buyers elsewhere).
  if (!user || user.sellerId === null) return <PendingScreen screen="overview" reason="not-allowed" />;
  return <Overview user={user as CurrentUser & { sellerId: number }} />;
}

function Overview({ user }: { user: CurrentUser & { sellerId: number } }) {
  const { t } = useTranslation(OVERVIEW_NAMESPACES);
  const [locale] = useLocale();
  const messageText = useMessageText();
  const q = new URLSearchParams(useSearch()).get('q') ?? '';
  const [snapshot, send] = useFlow(overviewMachine, { input: { sellerId: user.sellerId, q, host: useAppActor() } });
  const { context } = snapshot;
  // The top bar's search filters the table (its ?q=); the machine started with the first one.
  useEffect(() => {
    if (q !== snapshot.context.q) send({ type: 'SEARCH_CHANGED', q });
  }, [q]); // eslint-disable-line react-hooks/exhaustive-deps
  const requestsState = (['loading', 'shown', 'empty', 'failed'] as const).find((state) => snapshot.matches({ requests: state })) ?? 'loading';
  const chats = snapshot.children.chats;
  const dialog = selectDialog(snapshot);

  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="text-sm text-slate-500">{t('subtitle')}</p>
      </div>
      <FigureCards
        figures={context.figures}
        loading={snapshot.matches({ figures: 'loading' })}
        error={snapshot.matches({ figures: 'failed' }) ? messageText(context.figuresError) : null}
        onRetry={() => send({ type: 'FIGURES_RETRIED' })}
      />
      <div className="grid min-w-0 grid-cols-1 gap-5 xl:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <LastAddedTable
            rows={selectPageRows(snapshot)}
            status={selectTableStatus(snapshot)}
            error={messageText(context.productsError)}
            searching={context.q !== ''}
            pager={selectPager(snapshot)}
            locale={locale}
            onRetry={() => send({ type: 'PRODUCTS_RETRIED' })}
            onOpen={(row) => send({ type: 'DETAILS_OPENED', slug: row.slug })}
            onPrevious={() => send({ type: 'PREVIOUS_PAGE' })}
            onNext={() => send({ type: 'NEXT_PAGE' })}
          />
          <ServicesCard />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <RequestsCard requests={context.requests} state={requestsState} error={messageText(context.requestsError)} onRetry={() => send({ type: 'REQUESTS_RETRIED' })} />
          {chats && <ChatsCard actor={chats} />}
        </div>
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <ProductDialogs
            dialog={dialog}
            onClose={() => send({ type: 'DIALOG_CLOSED' })}
            onChanged={() => send({ type: 'PRODUCT_CHANGED' })}
            onEdit={(row) => send({ type: 'EDIT_OPENED', row })}
            onDelete={(row) => send({ type: 'DELETE_OPENED', row })}
          />
        </Suspense>
      )}
    </section>
  );
}
