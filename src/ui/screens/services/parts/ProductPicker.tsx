// A service dialog's "pick product" step (part 2 §4): the company's active products as a radio group
// (arrows move, Space chooses), searched by name, more on request. `isAllowed` says why a product
// cannot take this service (an i18n key), e.g. one already boosted.
import { Radio, RadioGroup } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PromotedProduct } from '../../../../api/promoted-product';
import { formatKwd } from '../../../../domain/money';
import { productPickerMachine } from '../../../../machines/product-picker/product-picker.machine';
import { selectUser } from '../../../../machines/session/session.selectors';
import { useSessionActor } from '../../../app-context';
import { useFlow } from '../../../flow/use-flow';
import { Alert } from '../../../kit/Alert';
import { Button } from '../../../kit/Button';
import { cx } from '../../../kit/cx';
import { Spinner } from '../../../kit/Spinner';
import { TextField } from '../../../kit/TextField';
import { UserText } from '../../../kit/UserText';
import { useMessageText } from '../../join/message-text';

type Props = {
  chosen: PromotedProduct | null;
  onChoose: (product: PromotedProduct) => void;
  /** Null when the product can take the service, else the i18n key (`ns:key`) saying why not. */
  isAllowed?: (product: PromotedProduct) => string | null;
};

export function ProductPicker(props: Props) {
  const user = useSelector(useSessionActor(), selectUser);
  if (!user || user.sellerId === null) return null;
  return <PickerList sellerId={user.sellerId} {...props} />;
}

function PickerList({ sellerId, chosen, onChoose, isAllowed = () => null }: Props & { sellerId: number }) {
  const { t, i18n } = useTranslation('services');
  const messageText = useMessageText();
  const [state, send] = useFlow(productPickerMachine, { input: { sellerId } });
  const { products, query, error, nextCursor } = state.context;
  const loading = state.matches('loading') || state.matches('typing');
  // The chosen product stays listed (and chosen) while a search hides it.
  const listed = chosen && !products.some((p) => p.id === chosen.id) ? [chosen, ...products] : products;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <TextField
        type="search"
        label={t('picker.search')}
        value={query}
        maxLength={100}
        onChange={(e) => send({ type: 'SEARCH_TYPED', query: e.target.value })}
      />
      {state.matches('loadFailed') && (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{messageText(error)}</Alert>
          <Button variant="secondary" onClick={() => send({ type: 'RETRY_CLICKED' })}>{t('retry')}</Button>
        </div>
      )}
      {loading && <div className="flex justify-center py-6 text-slate-500" aria-busy="true"><Spinner /></div>}
      {!loading && !state.matches('loadFailed') && listed.length === 0 && (
        <p className="py-4 text-center text-sm text-slate-500">{t(query.trim() ? 'picker.none-found' : 'picker.none')}</p>
      )}
      {!loading && listed.length > 0 && (
        <RadioGroup
          // null, not undefined, while none is chosen: the group stays controlled (React warned on every pick).
          value={chosen?.id ?? null}
          onChange={(id: number | null) => {
            const product = listed.find((p) => p.id === id);
            if (product) onChoose(product);
          }}
          aria-label={t('picker.label')}
          className="flex max-h-80 flex-col gap-2 overflow-y-auto p-0.5"
        >
          {listed.map((product) => {
            const reason = isAllowed(product);
            return (
              <Radio
                key={product.id}
                value={product.id}
                disabled={reason !== null}
                data-testid="picker-product"
                className={cx(
                  'flex min-w-0 cursor-pointer items-center gap-3 rounded-xl p-2 ring-1 outline-none',
                  'data-checked:bg-teal-50 data-checked:ring-2 data-checked:ring-teal-600 data-focus:ring-2 data-focus:ring-teal-600',
                  'data-disabled:cursor-not-allowed data-disabled:opacity-60 ring-slate-200',
                )}
              >
                {product.imageUrl
                  ? <img src={product.imageUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                  : <span aria-hidden className="size-12 shrink-0 rounded-lg bg-slate-100" />}
                <span className="flex min-w-0 flex-1 flex-col">
                  <UserText text={product.name} className="font-medium text-slate-900" />
                  <span className="text-sm text-slate-600">{formatKwd(product.price, i18n.language)}</span>
                  {reason && <span className="text-xs text-amber-800">{t(reason)}</span>}
                </span>
              </Radio>
            );
          })}
        </RadioGroup>
      )}
      {state.matches('shown') && error && <Alert tone="error">{messageText(error)}</Alert>}
      {nextCursor !== null && (state.matches('shown') || state.matches('loadingMore')) && (
        <Button variant="secondary" loading={state.matches('loadingMore')} onClick={() => send({ type: 'MORE_REQUESTED' })}>
          {t('picker.more')}
        </Button>
      )}
    </div>
  );
}
