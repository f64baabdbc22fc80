// @vitest-environment jsdom
// Picking a product logged "A component is changing from uncontrolled to controlled"
// (the radio group's value went from undefined to an id).
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PromotedProduct } from '../../../../api/promoted-product';
import { createBundledI18n } from '../../../../i18n-bundled';
import { ProductPicker } from './ProductPicker';

const product = (id: number, name: string): PromotedProduct => ({ id, slug: `p-${id}`, name, price: 1500, isActive: true, isBoosted: false, imageUrl: null, offers: [] });
const products = [product(1, 'Lamp'), product(2, 'Chair')];

vi.mock('@xstate/react', async (original) => ({ ...(await original<object>()), useSelector: () => ({ sellerId: 7 }) }));
vi.mock('../../../app-context', () => ({ useSessionActor: () => ({}) }));
vi.mock('../../../flow/use-flow', () => ({
  useFlow: () => [{ context: { products, query: '', error: null, nextCursor: null }, matches: () => false }, () => {}],
}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

describe('ProductPicker', () => {
  it('stays a controlled radio group from no product chosen to one chosen', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createBundledI18n('en');
    const view = (chosen: PromotedProduct | null) => <I18nextProvider i18n={i18n}><ProductPicker chosen={chosen} onChoose={() => {}} /></I18nextProvider>;
    const { rerender } = render(view(null));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    act(() => rerender(view(products[0])));
    act(() => rerender(view(products[1])));
    expect(screen.getByRole('radio', { checked: true }).textContent).toContain('Chair');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/uncontrolled/);
    errors.mockRestore();
  });
});
