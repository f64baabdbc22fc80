// The step indicator labels of each reading (part 1 §2 Add-product wizard); reading B's step 5 is
// product status for used categories and trade-in info for new ones.
import type { Reading } from '../../../../machines/product-wizard/product-wizard.draft';

export function stepLabelKeys(reading: Reading, categoryType: 'used' | 'new'): string[] {
  return reading === 'A'
    ? ['step-category', 'step-details', 'step-attributes', 'step-more', 'step-sell', 'step-photos', 'step-review']
    : ['step-category', 'step-info', 'step-attributes', 'step-condition', categoryType === 'new' ? 'step-trade-in' : 'step-status', 'step-photos-b', 'step-review'];
}

/**
 * The deployment's reading (VITE_WIZARD_READING=A|B, A by default). `?reading=A` or `?reading=B` in
 * the page's address shows the other one, so product owners can compare them on one deployment (and
 * the e2e model paths run both on one build).
 */
export function deploymentReading(search: string = globalThis.location?.search ?? ''): Reading {
  const asked = new URLSearchParams(search).get('reading');
  if (asked === 'A' || asked === 'B') return asked;
  return import.meta.env.VITE_WIZARD_READING === 'B' ? 'B' : 'A';
}
