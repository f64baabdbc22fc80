// Sample data for the session's model and tests: a user, auth records and HTTP failures.
import { FetchError } from 'ofetch';
import type { AuthRecord } from '../../api/schemas/auth';
import type { CurrentUser } from '../../api/schemas/users';

export const sampleUser: CurrentUser = {
  id: 7, sellerId: 3, fullName: 'Fatma Al-Sabah', userName: 'fatma', email: 'fatma@souq.example',
  image: null, roles: ['company'], company: { id: 3, name: 'Souq Al-Mubarakiya', slug: 'souq-al-mubarakiya' },
};

export const recordWith = (token: string, user: CurrentUser = sampleUser): AuthRecord => ({
  userName: user.userName, access_token: token, token, token_type: 'Bearer', user,
});

/** The record found in storage at start, and the one a fresh login returns. */
export const storedRecord = recordWith('stored-token');
export const freshRecord = recordWith('fresh-token');

/** A failed call as ofetch throws it: status and body are what `failureOf` reads (both serialise, so paths differ). */
export function httpError(status: number, data?: unknown): FetchError {
  return Object.assign(new FetchError(`HTTP ${status}`), { response: { status } as Response, data });
}

/** No reply at all (network down). */
export const networkError = () => new FetchError('no response');

/** Sent, and nothing came back: what ofetch throws when fetch fails (it keeps the request). */
export const noReplyError = () => Object.assign(new FetchError('no response'), { request: '/api' });
