import { useId, type ReactNode } from 'react';

export function Checkbox({ checked, onChange, children, error, name }: {
  checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; error?: string | null; name?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-4 rounded border-slate-300 accent-teal-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">{children}</label>
      </div>
      {error && <p role="alert" className="ms-6 text-xs text-rose-600">{error}</p>}
    </div>
  );
}
