// A region's first load and its failure with a retry: the same two states on every screen that loads.
import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

export function Loading() {
  return <div className="flex justify-center py-10 text-slate-500" aria-busy="true"><Spinner /></div>;
}

export function LoadFailed({ message, retryLabel, onRetry }: { message: ReactNode; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>{retryLabel}</Button>
    </div>
  );
}
