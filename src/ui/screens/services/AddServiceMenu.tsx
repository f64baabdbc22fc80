// A tab's Add button (part 2 §2): the services the membership offers on this tab, each opening its dialog.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { ServiceDialogName } from '../../../domain/service-dialog-names';
import { Button } from '../../kit/Button';

export function AddServiceMenu({ dialogs, onChoose }: { dialogs: ServiceDialogName[]; onChoose: (dialog: ServiceDialogName) => void }) {
  const { t } = useTranslation('services');
  if (dialogs.length === 0) return null;
  return (
    <Menu>
      <MenuButton as={Button}>{t('add')}</MenuButton>
      <MenuItems anchor="bottom end" className="z-50 w-60 rounded-xl bg-white p-1 shadow-lg ring-1 ring-black/5 [--anchor-gap:6px] focus:outline-none">
        {dialogs.map((dialog) => (
          <MenuItem key={dialog}>
            <button type="button" onClick={() => onChoose(dialog)} className="block w-full rounded-lg px-3 py-2 text-start text-sm text-slate-800 data-focus:bg-slate-100">
              {t(`dialog.${dialog}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
