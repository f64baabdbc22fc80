// What follows a product saved in the wizard (part 1 §4), kept out of the products view: the list
// reloads from page 1 (the caller sends PRODUCT_CHANGED), the seller is told, and a seller who came
// from a boost hand-off (/products?fromBoost=1) goes on to the boost dialog with the new product.
import type { Notice } from '../../../api/failure';

export type WizardSavedOutcome = { notice: Notice; navigateTo: string | null };

/** `search`: the products page's query string (with or without '?'). */
export function afterWizardSaved(product: { id: number; slug: string }, search: string): WizardSavedOutcome {
  const fromBoost = new URLSearchParams(search).has('fromBoost');
  return {
    notice: { key: 'wizard:saved', severity: 'success' },
    navigateTo: fromBoost ? `/services?${new URLSearchParams({ openDialog: 'boost', product: product.slug, productId: String(product.id) })}` : null,
  };
}
