// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import type { Notice } from '../../../../api/failure';
import type { ProductDetails, ProductRow } from '../../../../api/schemas/products';
import { createBundledI18n } from '../../../../i18n-bundled';
import { sampleProduct } from '../../../../machines/product-details/product-details.fixtures';
import { sampleRow } from '../../../../machines/product-edit/product-edit.fixtures';
import { httpError } from '../../../../machines/session/session.fixtures';
import { AppContext } from '../../../app-context';
import { ProductDialogs, type ProductDialog } from './ProductDialogs';

const api = vi.hoisted(() => ({ fetchProduct: vi.fn(), editProduct: vi.fn(), deleteProduct: vi.fn(), countView: vi.fn() }));
vi.mock('../../../../api/products', async (actual) => ({ ...(await actual<object>()), ...api }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as never;
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  api.countView.mockResolvedValue(undefined);
});
afterEach(cleanup);

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

function renderDialogs(dialog: ProductDialog) {
  const notices: Notice[] = [];
  const app = setup({}).createMachine({
    context: { locale: 'en' },
    on: { NOTICE_POSTED: { actions: assign(({ event }) => { notices.push((event as unknown as { notice: Notice }).notice); return {}; }) } },
  });
  const actor = createActor(app).start();
  const props = { onClose: vi.fn(), onChanged: vi.fn(), onEdit: vi.fn<(row: ProductRow) => void>(), onDelete: vi.fn<(row: ProductRow) => void>() };
  render(
    <I18nextProvider i18n={createBundledI18n('en')}>
      <AppContext.Provider value={actor as never}>
        <ProductDialogs dialog={dialog} {...props} />
      </AppContext.Provider>
    </I18nextProvider>,
  );
  return { ...props, notices };
}

describe('product details dialog', () => {
  it('shows a skeleton, then the product: facts, three attributes and more, sanitised description, services, edit', async () => {
    const product: ProductDetails = { ...sampleProduct, description: '<p>Like new<img src=x onerror="alert(1)"></p><script>alert(2)</script>' };
    api.fetchProduct.mockResolvedValue(product);
    const { onEdit } = renderDialogs({ kind: 'details', slug: product.slug });
    expect(screen.getByRole('status', { name: 'Loading the product…' })).toBeTruthy();
    await settle();

    expect(screen.getByRole('heading', { name: product.name })).toBeTruthy();
    expect(screen.getByTestId('details-price').textContent).toMatch(/^KWD\s245\.500$/);
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Sale or barter')).toBeTruthy();
    expect(screen.getByText('05 Mar, 2026')).toBeTruthy();
    expect(api.countView).toHaveBeenCalledTimes(1);

    // The description keeps its text and loses the script and the handler.
    const description = screen.getByText('Like new').closest('div')!;
    expect(description.innerHTML).not.toMatch(/script|onerror|<img/);

    // Five attributes have values (empty and null are hidden): three first, then the rest.
    const attributes = screen.getByRole('region', { name: 'Attributes' });
    expect(within(attributes).getAllByRole('term').map((t) => t.textContent)).toEqual(['Storage', 'Colour', 'Dual SIM']);
    expect(within(attributes).getByText('Yes')).toBeTruthy();
    fireEvent.click(within(attributes).getByRole('button', { name: '+2 more' }));
    expect(within(attributes).getAllByRole('term')).toHaveLength(5);
    expect(within(attributes).getByText('Charger')).toBeTruthy();
    expect(within(attributes).queryByText('Notes')).toBeNull();
    fireEvent.click(within(attributes).getByRole('button', { name: 'Show less' }));
    expect(within(attributes).getAllByRole('term')).toHaveLength(3);

    expect(screen.getByText('A laptop of similar value')).toBeTruthy();
    expect(screen.getByText(/Eid offer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Boost' }).getAttribute('href')).toBe(`/services?openDialog=boost&product=${product.slug}&productId=41`);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 41, price: 245_500, isActive: true, category: product.category }));
  });

  it('shows why loading failed and loads again on retry', async () => {
    api.fetchProduct.mockRejectedValueOnce(httpError(404, { message: 'Not found' })).mockResolvedValueOnce(sampleProduct);
    renderDialogs({ kind: 'details', slug: sampleProduct.slug });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('This product no longer exists or was removed.');
    expect(api.countView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('heading', { name: sampleProduct.name })).toBeTruthy();
  });

  it('offers no promotion for an unavailable product and no edit or delete without the right', async () => {
    api.fetchProduct.mockResolvedValue({ ...sampleProduct, isActive: false, canEdit: false, canDelete: false, images: sampleProduct.images.slice(0, 1) });
    renderDialogs({ kind: 'details', slug: sampleProduct.slug });
    await settle();
    expect(screen.getByText('UnAvailable')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Boost' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // One photo: no '+N'.
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});

describe('product edit dialog', () => {
  it('keeps a clean KWD price and saves it in fils with the status, then reports the change', async () => {
    api.editProduct.mockResolvedValue(sampleRow);
    const { onChanged, onClose, notices } = renderDialogs({ kind: 'edit', row: sampleRow });
    const price = screen.getByLabelText(/Price/) as HTMLInputElement;
    expect(price.value).toBe('245.5');
    fireEvent.change(price, { target: { value: '12a.34567' } });
    expect(price.value).toBe('12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    expect(api.editProduct).toHaveBeenCalledWith(41, { name: sampleRow.name, categoryId: 2, price: 12_345, status: 'available' }, expect.anything());
    expect(notices).toEqual([{ text: 'The product was updated', severity: 'success' }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says what is wrong: an empty price locally, a 422 from the server under the field', async () => {
    api.editProduct.mockRejectedValue(httpError(422, { message: 'The price is too high', errors: { price: ['The price is too high'] } }));
    const { onChanged } = renderDialogs({ kind: 'edit', row: sampleRow });
    const price = screen.getByLabelText(/Price/);
    fireEvent.change(price, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Enter the price')).toBeTruthy();
    expect(api.editProduct).not.toHaveBeenCalled();
    fireEvent.change(price, { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    expect(screen.getAllByText('The price is too high')).toHaveLength(2);
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('product delete confirmation', () => {
  it('deletes only after yes, then reports the change', async () => {
    api.deleteProduct.mockResolvedValue(undefined);
    const { onChanged, onClose, notices } = renderDialogs({ kind: 'delete', row: sampleRow });
    // The name sits in its own <bdi>, so the sentence is read from the paragraph's whole text.
    const question = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === `Are you sure you want to delete “${sampleRow.name}”? Buyers will no longer see it.`);
    expect(question.querySelector('bdi[dir="auto"]')?.textContent).toBe(sampleRow.name);
    expect(api.deleteProduct).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await settle();
    expect(api.deleteProduct).toHaveBeenCalledWith(41, expect.anything());
    expect(notices).toEqual([{ text: 'The product was deleted', severity: 'success' }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a failure and stays open for another try; no closes without deleting', async () => {
    api.deleteProduct.mockRejectedValue(new Error('offline'));
    const { onChanged, onClose } = renderDialogs({ kind: 'delete', row: sampleRow });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The product could not be deleted. Try again.');
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
