// The cells of the employees table that are more than text: name, type and the row's actions.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EmployeeRow } from '../../../api/schemas/employees';
import { PencilIcon, TrashIcon } from '../products/product-icons';
import { ChatIcon, RestoreIcon, UserIcon } from './employee-icons';
import { LtrText, UserText } from '../../kit/UserText';

export function NameCell({ row }: { row: EmployeeRow }) {
  const { t } = useTranslation('employees-screen');
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      {row.image ? (
        <img src={row.image.url} alt="" className="size-9 shrink-0 rounded-full bg-slate-100 object-cover" />
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-50 text-sm font-semibold text-teal-800" aria-hidden="true">
          {row.fullName.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className="flex min-w-0 flex-col">
        <span className="flex min-w-0 items-center gap-1.5">
          <UserText text={row.fullName} className="font-medium" />
          {row.isSelf && <span className="shrink-0 rounded-full bg-teal-100 px-2 py-0.5 text-[11px] font-semibold text-teal-800">{t('row.you')}</span>}
          {row.deletedAt && <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-[11px] font-semibold text-slate-600">{t('row.deleted')}</span>}
        </span>
        <span className="truncate text-xs text-slate-500"><LtrText>@{row.userName}</LtrText></span>
      </div>
    </div>
  );
}

const ROLE_TONE: Record<string, string> = {
  company: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  employee: 'bg-slate-50 text-slate-700 ring-slate-200',
};

export function TypeCell({ row }: { row: EmployeeRow }) {
  const { t } = useTranslation('employees-screen');
  const role = row.roles[0] ?? 'employee';
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${ROLE_TONE[role] ?? ROLE_TONE.employee}`}>{t(`row.role-${role}`)}</span>;
}

type ActionsProps = {
  row: EmployeeRow;
  onEdit: (row: EmployeeRow) => void;
  onDelete: (row: EmployeeRow) => void;
  onRestore: (row: EmployeeRow) => void;
};

const iconButton = 'rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * Part 1 §2/§4: the caller's own row has only a link to the account page; a deleted employee only
 * restore; an active colleague chat (/chats?employeeId=), edit and delete.
 */
export function EmployeeActions({ row, onEdit, onDelete, onRestore }: ActionsProps) {
  const { t } = useTranslation('employees-screen');
  const name = row.fullName;
  if (row.isSelf) {
    return (
      <Link href="/userAccount" className="inline-flex items-center gap-1 whitespace-nowrap rounded-lg px-1.5 py-1.5 text-xs font-semibold text-teal-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700">
        <UserIcon />{t('row.account')}
      </Link>
    );
  }
  if (row.deletedAt) {
    return (
      <button type="button" onClick={() => onRestore(row)} aria-label={t('row.restore-name', { name })} className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-teal-700 ring-1 ring-inset ring-teal-200 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700">
        <RestoreIcon />{t('row.restore')}
      </button>
    );
  }
  return (
    <div className="flex items-center gap-0.5">
      <Link href={`/chats?${new URLSearchParams({ employeeId: String(row.id) })}`} className={iconButton} aria-label={t('row.chat', { name })} title={t('row.chat', { name })}><ChatIcon /></Link>
      <button type="button" className={iconButton} onClick={() => onEdit(row)} aria-label={t('row.edit', { name })} title={t('row.edit', { name })}><PencilIcon /></button>
      <button type="button" className={`${iconButton} hover:bg-rose-50 hover:text-rose-700`} onClick={() => onDelete(row)} aria-label={t('row.delete', { name })} title={t('row.delete', { name })}><TrashIcon /></button>
    </div>
  );
}
