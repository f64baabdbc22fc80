// The product dialogs the list (and the overview) open: details, edit and delete confirmation.
// The list owns which dialog is open; each dialog owns its own machine, started fresh on opening.
import type { ProductRow } from '../../../../api/schemas/products';
import { ProductDeleteDialog } from './ProductDeleteDialog';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { ProductEditDialog } from './ProductEditDialog';

export type ProductDialog = { kind: 'details'; slug: string } | { kind: 'edit' | 'delete'; row: ProductRow } | null;

export type ProductDialogsProps = {
  dialog: ProductDialog;
  onClose: () => void;
  /** After a successful edit or delete: the list reloads. */
  onChanged: () => void;
  onEdit: (row: ProductRow) => void;
  onDelete: (row: ProductRow) => void;
  /** Duplicate from the details dialog (the products screen opens the wizard); absent: no button. */
  onDuplicate?: (slug: string) => void;
};

export function ProductDialogs({ dialog, onClose, onChanged, onEdit, onDelete, onDuplicate }: ProductDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'details':
      return <ProductDetailsDialog key={dialog.slug} slug={dialog.slug} onClose={onClose} onEdit={onEdit} onDelete={onDelete} onDuplicate={onDuplicate} />;
    case 'edit':
      return <ProductEditDialog key={dialog.row.id} row={dialog.row} onClose={onClose} onChanged={onChanged} />;
    case 'delete':
      return <ProductDeleteDialog key={dialog.row.id} row={dialog.row} onClose={onClose} onChanged={onChanged} />;
  }
}
