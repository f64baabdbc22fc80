// The request details: who asked for what, when, and — for a barter — both products side by side.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Locale } from '../../../api/schemas/common';
import type { RequestRow } from '../../../api/schemas/requests';
import { formatKwd } from '../../../domain/money';
import { rowState } from '../../../machines/request-list/request-list.selectors';
import { Button } from '../../kit/Button';
import { SheetDialog } from '../../kit/SheetDialog';
import { formatDayMonthYear, formatNumber, localName } from '../products/dialogs/format';
import { DecisionButtons, ProductThumb, StatusLabel, TypeBadge } from './RequestCells';
import { ChatIcon } from './request-icons';
import { chatAbout } from '../chats/product-link';
import type { RequestListActor } from './request-list-actor';
import { UserText } from '../../kit/UserText';

type Props = { row: RequestRow; actor: RequestListActor; readOnly: boolean; locale: Locale; onClose: () => void };

export function RequestDetailsDialog({ row, actor, readOnly, locale, onClose }: Props) {
  const { t } = useTranslation('requests');
  const decision = useSelector(actor, (s) => s.context.decisions[row.id]);
  const state = rowState(row, decision);
  const partner = readOnly ? row.receiver : row.sender;
  const product = row.receiverProduct;
  const footer = (
    <div className="flex flex-wrap items-center gap-2">
      {partner && (
        <Link {...chatAbout(partner.id, product)} className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-teal-700 hover:bg-teal-50">
          <ChatIcon />
          {t('dialog.chat')}
        </Link>
      )}
      <div className="ms-auto flex items-center gap-2">
        <Button variant="secondary" onClick={onClose}>{t('dialog.close')}</Button>
        {!readOnly && state.canDecide && (
          <DecisionButtons size="md" deciding={state.deciding} onDecide={(status) => actor.send({ type: 'DECISION_CHOSEN', id: row.id, status })} />
        )}
      </div>
    </div>
  );
  return (
    <SheetDialog
      open
      onClose={onClose}
      title={t('dialog.title', { num: formatNumber(row.num, locale) })}
      description={formatDayMonthYear(row.createdAt, locale)}
      closeLabel={t('dialog.close')}
      footer={footer}
    >
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <Fact label={t('dialog.status')}><StatusLabel status={state.status} /></Fact>
          <Fact label={t('dialog.type')}><TypeBadge type={row.type} /></Fact>
          <Fact label={t('dialog.from')}>{row.sender.fullName}</Fact>
          <Fact label={t('dialog.to')}>{row.receiver?.fullName ?? '—'}</Fact>
        </dl>
        <div className={row.senderProduct ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
          <ProductCard
            title={t('dialog.requested')}
            image={product.primaryImage}
            name={product.name}
            price={formatKwd(product.price, locale)}
            category={product.category ? localName(product.category, locale) : t('row.no-category')}
          />
          {row.senderProduct && (
            <ProductCard title={t('dialog.offered')} image={row.senderProduct.primaryImage} name={row.senderProduct.name} price={formatKwd(row.senderProduct.price, locale)} />
          )}
        </div>
      </div>
    </SheetDialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="truncate font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function ProductCard({ title, image, name, price, category }: { title: string; image: { url: string; thumbnailUrl: string } | null; name: string; price: string; category?: string }) {
  const { t } = useTranslation('requests');
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <ProductThumb image={image} className="aspect-[4/3] w-full" />
      <UserText text={name} className="text-base font-semibold text-slate-900" />
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-2"><dt className="text-slate-500">{t('dialog.price')}</dt><dd className="font-semibold tabular-nums">{price}</dd></div>
        {category && <div className="flex justify-between gap-2"><dt className="text-slate-500">{t('dialog.category')}</dt><dd className="truncate">{category}</dd></div>}
      </dl>
    </section>
  );
}
