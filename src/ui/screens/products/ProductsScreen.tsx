// Route /products (part 1 §2 Products): the list page shell around the products machine.
import { useSelector } from '@xstate/react';
import { useFlow } from '../../flow/use-flow';
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { ProductRow } from '../../../api/schemas/products';
import type { CurrentUser } from '../../../api/schemas/users';
import { selectListError, selectListStatus } from '../../../machines/list/list.selectors';
import { hasBarFilters } from '../../../machines/product-list/product-list.filters';
import { productListMachine } from '../../../machines/product-list/product-list.machine';
import { productFiltersCodec } from '../../../machines/product-list/product-list.url';
import { useFiltersInUrl } from '../../flow/use-filters-in-url';
import { selectDialog, selectRowsActor } from '../../../machines/product-list/product-list.selectors';
import { useLocale, useNotify, useSessionActor } from '../../app-context';
import { Button } from '../../kit/Button';
import { DataTable } from '../../kit/DataTable';
import { EmptyState } from '../../kit/EmptyState';
import { ListPage } from '../../kit/ListPage';
import { useListFailureText } from '../../kit/list-failure-text';
import { PendingScreen } from '../pending/PendingScreen';
import { productColumns } from './product-columns';
import { PlusIcon } from './product-icons';
import { ProductFilters as FiltersBar } from './ProductFilters';
import { afterWizardSaved } from './products.connect';
import { selectUser } from '../../../machines/session/session.selectors';
import { ResetFiltersButton } from '../../kit/ResetFiltersButton';
import { PRODUCTS_NAMESPACES } from './products-namespaces';

/**
 * `#showDialog` (part 1 §4: services send the seller back to /products#showDialog?fromBoost=1 after
 * a boost or a new product): read once on arrival, it opens the details of the first (newest) row.
 */
const SHOW_DIALOG_HASH = '#showDialog';
const productRowId = (row: ProductRow) => String(row.id);
// Every appended page renders the screen again (twice: loading, then loaded); the filter bar's
// props are unchanged then, and its Headless UI controls are not rendered again for nothing.
const ProductFilters = memo(FiltersBar);
// The wizard and the other dialogs (with the HTML sanitiser of the details) load only when opened.
const ProductWizardDialog = lazy(() => import('./wizard/ProductWizardDialog').then((m) => ({ default: m.ProductWizardDialog })));
const ProductDialogs = lazy(() => import('./dialogs/ProductDialogs').then((m) => ({ default: m.ProductDialogs })));

export function ProductsScreen() {
  const user = useSelector(useSessionActor(), selectUser);
  // Products belong to a company: a signed-in buyer has none to list.
  if (!user || user.sellerId === null) return <PendingScreen screen="products" reason="not-allowed" />;
  return <ProductsList user={user as CurrentUser & { sellerId: number }} />;
}

function ProductsList({ user }: { user: CurrentUser & { sellerId: number } }) {
  // The tree's namespaces at once (the filters' page size and the table speak data-table): asked for
  // deeper down, the second one suspended the screen after its machine, filters and table were built,
  // and React built them all again when it came in.
  const { t } = useTranslation(PRODUCTS_NAMESPACES);
  const [locale] = useLocale();
  const notify = useNotify();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [showDialogOnLoad] = useState(() => window.location.hash === SHOW_DIALOG_HASH);
  const { initial, inUrl, publish } = useFiltersInUrl(productFiltersCodec);
  const [snapshot, send] = useFlow(
    productListMachine.provide({
      actions: {
        notifyLoadFailed: (_, { notice }) => { if (notice) notify(notice); },
        publishFilters: (_, { filters }) => publish(filters),
      },
    }),
    { input: { sellerId: user.sellerId, filters: initial, showDialogOnLoad } },
  );
  const rowsActor = selectRowsActor(snapshot);
  const rows = useSelector(rowsActor, (s) => s?.context.rows ?? []);
  const status = useSelector(rowsActor, (s) => (s ? selectListStatus(s) : 'idle'));
  const error = useSelector(rowsActor, (s) => (s ? selectListError(s) : null));
  const failureText = useListFailureText('products-list:failed');

  // The URL's filters (the top bar's ?q=, a link, Back/Forward) lead; the hash is spent once read, so a reload does not reopen the dialog.
  useEffect(() => send({ type: 'URL_CHANGED', filters: inUrl }), [inUrl, send]);
  useEffect(() => {
    if (showDialogOnLoad) history.replaceState(history.state, '', window.location.pathname + window.location.search);
  }, [showDialogOnLoad]);

  // Relative dates are measured from when the list's first page arrived, not re-rendered every second.
  // Keyed on the first row, not on every page: new columns rebuild every row of the table.
  const now = useMemo(() => Date.now(), [rows[0]]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useMemo(
    () => productColumns({
      t, locale, now,
      onDetails: (row) => send({ type: 'DETAILS_OPENED', slug: row.slug }),
      onEdit: (row) => send({ type: 'EDIT_OPENED', row }),
      onDelete: (row) => send({ type: 'DELETE_OPENED', row }),
      onDuplicate: (row) => send({ type: 'WIZARD_OPENED', duplicateSlug: row.slug }),
      navigate,
    }),
    [t, locale, now, send, navigate],
  );
  const dialog = selectDialog(snapshot);
  const filtered = hasBarFilters(snapshot.context.filters) || snapshot.context.filters.q !== '';

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      filtersLabel={t('filters.label')}
      actions={<Button onClick={() => send({ type: 'WIZARD_OPENED', duplicateSlug: null })}><PlusIcon />{t('add-product')}</Button>}
      filters={
        <ProductFilters
          filters={snapshot.context.filters}
          categories={snapshot.context.categories}
          members={snapshot.context.members}
          optionsLoading={snapshot.matches({ options: 'loading' })}
          selfId={user.id}
          locale={locale}
          send={send}
        />
      }
    >
      <DataTable<ProductRow>
        label={t('table-label')}
        columns={columns}
        rows={rows}
        getRowId={productRowId}
        status={status}
        onEndReached={() => send({ type: 'NEXT_PAGE_REQUESTED' })}
        onRetry={() => send({ type: 'RETRY_CLICKED' })}
        failedMessage={failureText(error)}
        onRowClick={(row) => send({ type: 'DETAILS_OPENED', slug: row.slug })}
        isRowInactive={(row) => !row.isActive}
        minWidth="67rem"
        empty={
          <EmptyState
            title={t(filtered ? 'empty.title' : 'empty.none-title')}
            body={t(filtered ? 'empty.body' : 'empty.none-body')}
            action={hasBarFilters(snapshot.context.filters) ? <ResetFiltersButton variant="secondary" onReset={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</ResetFiltersButton> : undefined}
          />
        }
      />
      {dialog?.kind === 'wizard' && (
        <Suspense fallback={null}>
          <ProductWizardDialog
            key={dialog.duplicateSlug ?? 'new'}
            duplicateSlug={dialog.duplicateSlug}
            onClose={() => send({ type: 'DIALOG_CLOSED' })}
            onSaved={(product) => {
              const { notice, navigateTo } = afterWizardSaved(product, search);
              send({ type: 'PRODUCT_CHANGED' });
              notify(notice);
              if (navigateTo) navigate(navigateTo);
            }}
          />
        </Suspense>
      )}
      {dialog && dialog.kind !== 'wizard' && (
        <Suspense fallback={null}>
          <ProductDialogs
            dialog={dialog}
            onDuplicate={(slug) => send({ type: 'WIZARD_OPENED', duplicateSlug: slug })}
            onClose={() => send({ type: 'DIALOG_CLOSED' })}
            onChanged={() => send({ type: 'PRODUCT_CHANGED' })}
            onEdit={(row) => send({ type: 'EDIT_OPENED', row })}
            onDelete={(row) => send({ type: 'DELETE_OPENED', row })}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
