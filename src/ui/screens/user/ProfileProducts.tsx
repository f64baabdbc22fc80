// The company's active products on /user/{id}: cards with the first picture, the name and the price,
// each opening the product's page. A user without a company, or with nothing active, says so.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PublicProfile } from '../../../api/schemas/account';
import { formatKwd } from '../../../domain/money';
import { useLocale } from '../../app-context';
import { UserText, WithName } from '../../kit/UserText';

export function ProfileProducts({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('user');
  const [locale] = useLocale();
  const company = profile.company;
  return (
    <section aria-labelledby="profile-products" className="flex min-w-0 flex-col gap-3">
      <h2 id="profile-products" className="text-lg font-semibold text-slate-900">
        {company ? <WithName text={(v) => t('profile.products-of', v)} name={company.name} /> : t('profile.products')}
      </h2>
      {profile.products.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-500">{t('profile.no-products')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {profile.products.map((product) => (
            <li key={product.id} className="min-w-0">
              <Link
                href={`/products/${encodeURIComponent(product.slug)}`}
                className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 outline-none hover:ring-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600"
              >
                {product.imageUrl ? (
                  <img src={product.imageUrl} alt="" loading="lazy" className="aspect-square w-full bg-slate-100 object-cover" />
                ) : (
                  <span aria-hidden="true" className="aspect-square w-full bg-slate-100" />
                )}
                <span className="flex min-w-0 flex-col gap-1 p-3">
                  <UserText text={product.name} className="text-sm font-medium text-slate-900" />
                  <span className="text-sm font-semibold text-teal-800 tabular-nums">
                    {product.price === null ? t('profile.no-price') : formatKwd(product.price, locale)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
