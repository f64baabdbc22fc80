// Reads of the session snapshot for the shell, guards and screens.
import type { SnapshotFrom } from 'xstate';
import type { Role } from '../../api/schemas/common';
import type { CurrentUser } from '../../api/schemas/users';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectUser = (s: SessionSnapshot): CurrentUser | null => s.context.user;
export const selectToken = (s: SessionSnapshot): string | null => s.context.token;
/** The first role decides what the shell shows (part 1 §6). */
export const selectRole = (s: SessionSnapshot): Role | null => s.context.user?.roles[0] ?? null;
export const selectIsSignedIn = (s: SessionSnapshot): boolean => s.matches('signedIn');
export const selectIsRestoring = (s: SessionSnapshot): boolean => s.matches('restoring');
/** Where the visitor stands for the route guard. */
export const selectPhase = (s: SessionSnapshot): 'restoring' | 'signedIn' | 'signedOut' =>
  s.matches('restoring') ? 'restoring' : s.matches('signedIn') ? 'signedIn' : 'signedOut';
export const selectFailures = (s: SessionSnapshot): number => s.context.failures;
export const selectIsLocked = (s: SessionSnapshot): boolean => s.matches({ signedOut: 'locked' });
export const selectIsSubmitting = (s: SessionSnapshot): boolean => s.matches({ signedOut: 'submitting' });
export const selectLoginError = (s: SessionSnapshot): string | null => s.context.error;
export const selectSessionExpired = (s: SessionSnapshot): boolean => s.context.sessionExpired;
export const selectIsConfirmingLogout = (s: SessionSnapshot): boolean => s.matches({ signedIn: 'confirmingLogout' });
export const selectIsLoggingOut = (s: SessionSnapshot): boolean => s.matches({ signedIn: 'loggingOut' });

/** Milliseconds left on the login lock, as the machine's ticker last counted them (0 when not locked). */
export const selectLockRemainingMs = (s: SessionSnapshot): number => (s.matches({ signedOut: 'locked' }) ? s.context.lockRemainingMs : 0);
