// A product inside a message (part 1 §2 Chats, §3 Message.product): thumbnail, name and summary, a link to its details.
import { Link } from 'wouter';
import type { MessageProduct } from '../../../api/schemas/chats';
import { UserText } from '../../kit/UserText';
import { cx } from '../../kit/cx';

export function ProductCard({ product, own }: { product: MessageProduct; own: boolean }) {
  return (
    <Link
      href={`/products/${encodeURIComponent(product.slug)}`}
      data-testid="chat-product"
      className={cx('mb-1 flex min-w-0 items-center gap-2 rounded-xl p-1.5 ring-1 ring-inset', own ? 'bg-teal-800/60 ring-teal-500 hover:bg-teal-800' : 'bg-slate-50 ring-slate-200 hover:bg-slate-100')}
    >
      {product.primaryImage
        ? <img src={product.primaryImage.thumbnailUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
        : <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-slate-200" />}
      <span className="flex min-w-0 flex-col">
        <UserText text={product.name} className="font-semibold" />
        {product.summary && <span dir="auto" className={cx('line-clamp-2 text-xs', own ? 'text-teal-50' : 'text-slate-600')}>{product.summary}</span>}
      </span>
    </Link>
  );
}
