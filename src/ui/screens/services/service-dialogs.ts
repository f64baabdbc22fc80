// The dialogs of the Services screen (part 2 §2), by the name `openDialog` gives them. Each loads on
// demand; the screen mounts one at a time and unmounts it on close, so closing resets it.
import type { ComponentType } from 'react';
import type { PromotedProduct } from '../../../api/promoted-product';
import type { ServiceDialogName } from '../../../domain/service-dialog-names';

export type { PromotedProduct } from '../../../api/promoted-product';

export { isServiceDialogName, SERVICE_DIALOG_NAMES, type ServiceDialogName } from '../../../domain/service-dialog-names';

export type ServiceDialogProps = {
  /** §2's query values (product, productId, step, adStartDate, duration…) to restore the dialog at its step; empty when a button opened it. */
  restore: URLSearchParams;
  /** The product the dialog opens with (the products list's Boost link, a card's own product), if any. */
  product: PromotedProduct | null;
  /** Closed by the seller: the screen unmounts the dialog (so it starts afresh next time). */
  onClose: () => void;
  /** A booking was added free, deleted or changed: the screen reloads its cards. */
  onChanged: () => void;
};

type DialogLoader = () => Promise<{ default: ComponentType<ServiceDialogProps> }>;

/** Each dialog's loader; null while a dialog is not built yet (its Add button stays hidden). */
export const SERVICE_DIALOGS: Record<ServiceDialogName, DialogLoader | null> = {
  boost: () => import('./boost/BoostDialog'),
  'flash-sale': () => import('./flash/FlashDialog'),
  refresh: () => import('./refresh/RefreshDialog'),
  'promo-offer': () => import('./promo/PromoDialog'),
  'premium-banner': () => import('./banners/BannerDialog').then((m) => ({ default: m.PremiumBannerDialog })),
  'double-banner': () => import('./banners/BannerDialog').then((m) => ({ default: m.DoubleBannerDialog })),
  'sliding-banner': () => import('./banners/BannerDialog').then((m) => ({ default: m.SlidingBannerDialog })),
};
