// The dialogs of the employees screen. The list owns which is open; each owns its machine,
// started fresh on opening.
import type { OpenEmployeeDialog } from '../../../../machines/employee-list/employee-list.selectors';
import { EmployeeExportDialog } from './EmployeeExportDialog';
import { EmployeeFormDialog } from './EmployeeFormDialog';
import { EmployeeRemovalDialog } from './EmployeeRemovalDialog';

/** `matches`: employees the list shows for its filters (null while unknown), for the export. */
type Props = { dialog: OpenEmployeeDialog; matches: number | null; onClose: () => void; onChanged: () => void };

export function EmployeeDialogs({ dialog, matches, onClose, onChanged }: Props) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add':
      return <EmployeeFormDialog key="add" row={null} onClose={onClose} onChanged={onChanged} />;
    case 'edit':
      return <EmployeeFormDialog key={`edit-${dialog.row.id}`} row={dialog.row} onClose={onClose} onChanged={onChanged} />;
    case 'delete':
    case 'restore':
      return <EmployeeRemovalDialog key={`${dialog.kind}-${dialog.row.id}`} row={dialog.row} action={dialog.kind} onClose={onClose} onChanged={onChanged} />;
    case 'export':
      return <EmployeeExportDialog key="export" query={dialog.query} matches={matches} onClose={onClose} />;
  }
}
