// The product dialogs the list (and the overview) open: details, edit and delete confirmation.
// The list owns which dialog is open; each dialog owns its own machine.
import type { ProductRow } from '../../../../api/schemas/products';

export type ProductDialog = { kind: 'details'; slug: string } | { kind: 'edit' | 'delete'; row: ProductRow } | null;

export type ProductDialogsProps = {
  dialog: ProductDialog;
  onClose: () => void;
  /** After a successful edit or delete: the list reloads. */
  onChanged: () => void;
  onEdit: (row: ProductRow) => void;
  onDelete: (row: ProductRow) => void;
};

// Placeholder while the dialogs are built: the contract above is fixed.
export function ProductDialogs(props: ProductDialogsProps) {
  void props;
  return null;
}
