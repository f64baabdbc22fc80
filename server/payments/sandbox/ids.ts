import { randomInt, randomUUID } from 'node:crypto';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** Like the provider's: 20 digits starting with 0 (`0708…`), so a number would lose the zero. */
export const newPaymentId = () => `0708${digits(16)}`;
/** The provider's sessions are GUIDs. */
export const newSessionId = () => randomUUID();
export const newReferenceId = () => digits(12);
export const newTrackId = () => digits(8);
export const newAuthorizationId = () => digits(6);
