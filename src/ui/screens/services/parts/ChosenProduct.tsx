// The product a service dialog's later steps are for, named above their fields.
import { UserText } from '../../../kit/UserText';

export function ChosenProduct({ label, name }: { label: string; name: string }) {
  return (
    <div className="flex min-w-0 items-baseline gap-1.5 text-sm">
      <span className="shrink-0 text-slate-600">{label}:</span>
      <UserText text={name} className="font-semibold text-slate-900" />
    </div>
  );
}
