import { describe, expect, it } from 'vitest';
import { afterWizardSaved } from './products.connect';

describe('afterWizardSaved', () => {
  it('tells the seller and stays on the list', () => {
    expect(afterWizardSaved({ id: 77, slug: 'car-77' }, '?q=car')).toEqual({ notice: { key: 'wizard:saved', severity: 'success' }, navigateTo: null });
  });

  it('after a boost hand-off, goes on to the boost dialog of the new product', () => {
    expect(afterWizardSaved({ id: 77, slug: 'car-77' }, 'fromBoost=1').navigateTo).toBe('/services?openDialog=boost&product=car-77&productId=77');
    expect(afterWizardSaved({ id: 5, slug: 'x-5' }, '?q=x&fromBoost').navigateTo).toBe('/services?openDialog=boost&product=x-5&productId=5');
  });
});
