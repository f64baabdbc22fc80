// Part 2 §7 Account (the account half): the account form, the privacy form (password), the
// profile picture, followers and following, follow/unfollow, public profiles, and deactivation.
import { createRoute, z } from '@hono/zod-openapi';
import {
  AVATAR_MAX_BYTES, AccountDetails, AccountUpdateBody, DeactivationBody, DeactivationPreview, FollowReply, FollowerList,
  PrivacyUpdateBody, PublicProfile,
} from '../../src/api/schemas/account';
import { MessageReply, idParams } from '../../src/api/schemas/common';
import type { UploadLimit } from '../http/body-limit';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { withForm } from '../http/multipart-form';
import { t } from '../i18n/t';
import { removeAvatar, setAvatar } from '../services/account/avatar';
import { deactivate, deactivationPreview } from '../services/account/deactivation';
import { follow, followList, unfollow } from '../services/account/follows';
import { accountDetails, publicProfile } from '../services/account/profile';
import { assertSelf, changePassword, updateAccount } from '../services/account/update';
import { bearer, errors, json } from './schemas';

const users = { tags: ['users'], security: bearer };
const accounts = { tags: ['accounts'], security: bearer };
const binary = () => z.string().openapi({ type: 'string', format: 'binary' });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const userId = idParams('id');

/** One picture (app.ts applies it before anything reads the body). */
export const AVATAR_UPLOAD_LIMIT: UploadLimit = {
  method: 'POST', path: '/api/users/add-image', maxBytes: AVATAR_MAX_BYTES + 64 * 1024, messageKey: 'server.avatar-too-large',
};

const detailsRoute = createRoute({
  ...users, middleware: [requireUser] as const, operationId: 'getAccountSelf', method: 'get', path: '/users/self/account',
  summary: "The caller's account form: names, phone, address, nationality, birth date, gender, country, e-mail, picture, follower counts",
  responses: { 200: json(AccountDetails, 'The account'), 401: errors[401] },
});
const updateRoute = createRoute({
  ...users, middleware: [requireUser] as const, operationId: 'updateUserData', method: 'post', path: '/users/user-data',
  summary: "Save the caller's account form (phone: 8 digits after +965; e-mail unique)",
  request: jsonBody(AccountUpdateBody),
  responses: { 200: json(AccountDetails, 'Saved'), 401: errors[401], 422: errors[422] },
});
const privacyRoute = createRoute({
  ...users, middleware: [requireUser] as const, operationId: 'updateUserPrivacy', method: 'put', path: '/users/{id}',
  summary: "Change the caller's password (also POST with _method PUT): the old one must be right; every other session is signed out",
  request: { params: userId, ...jsonBody(PrivacyUpdateBody) },
  responses: { 200: json(MessageReply, 'Password changed'), 401: errors[401], 403: errors[403], 422: errors[422] },
});
const previewRoute = createRoute({
  ...users, middleware: [requireUser] as const, operationId: 'getDeactivationPreview', method: 'get', path: '/users/self/deactivation',
  summary: 'What deactivating the caller would also do: the active employees deactivated with the last company user',
  responses: { 200: json(DeactivationPreview, 'The effect'), 401: errors[401] },
});
const deactivateRoute = createRoute({
  ...users, middleware: [requireUser] as const, operationId: 'deactivateUser', method: 'delete', path: '/users/{id}',
  summary: 'Deactivate the caller (also POST with _method DELETE): every token is revoked and sign-in refused; 409 until employees going with it are acknowledged',
  request: { params: userId, body: { required: false, content: { 'application/json': { schema: DeactivationBody } } } },
  responses: { 204: { description: 'Deactivated' }, 401: errors[401], 403: errors[403], 409: errors[409], 422: errors[422] },
});
const removeImageRoute = createRoute({
  ...users, middleware: [requireUser] as const, operationId: 'deleteUserImage', method: 'delete', path: '/users/delete-image',
  summary: "Remove the caller's profile picture (also POST with _method DELETE)",
  responses: { 204: { description: 'Removed' }, 401: errors[401] },
});
const profileRoute = createRoute({
  ...accounts, middleware: [requireUser] as const, operationId: 'getPublicProfile', method: 'get', path: '/accounts/{id}',
  summary: "A user's public profile: name, picture, followers, likes, the company's active products (404 when deactivated or removed)",
  request: { params: userId },
  responses: { 200: json(PublicProfile, 'The profile'), 401: errors[401], 404: errors[404], 422: errors[422] },
});
const listRoute = (side: 'followers' | 'following') => createRoute({
  ...accounts, middleware: [requireUser] as const, operationId: side === 'followers' ? 'listFollowers' : 'listFollowing', method: 'get', path: `/accounts/{id}/${side}`,
  summary: side === 'followers' ? 'Who follows the user (newest first)' : 'Whom the user follows (newest first)',
  request: { params: userId },
  responses: { 200: json(FollowerList, side), 401: errors[401], 404: errors[404], 422: errors[422] },
});
const followRoute = (method: 'post' | 'delete') => createRoute({
  ...accounts, middleware: [requireUser] as const, operationId: method === 'post' ? 'followUser' : 'unfollowUser', method, path: '/accounts/{id}/follow',
  summary: method === 'post' ? 'Follow the user (notifies them, type 4); idempotent' : 'Unfollow the user (also POST with _method DELETE); idempotent',
  request: { params: userId },
  responses: { 200: json(FollowReply, 'Following or not'), 401: errors[401], 404: errors[404], 422: errors[422] },
});

export const accountRoutes = newRouter()
  .openapi(detailsRoute, async (c) => c.json(await accountDetails(c.get('deps').db, currentUser(c).id), 200))
  .openapi(updateRoute, async (c) => {
    const { db, sessions } = c.get('deps');
    const user = currentUser(c);
    await updateAccount(db, user, c.req.valid('json'));
    sessions.forget(user.id);
    return c.json(await accountDetails(db, user.id), 200);
  })
  .openapi(privacyRoute, async (c) => {
    const { db, clock, sessions } = c.get('deps');
    const user = currentUser(c);
    assertSelf(user, Number(c.req.valid('param').id));
    await changePassword(db, user, c.req.valid('json'), clock.now());
    sessions.forget(user.id);
    return c.json({ message: t(c.get('locale'), 'server.password-changed') }, 200);
  })
  // Before DELETE /users/{id}, which would read delete-image as an id.
  .openapi(removeImageRoute, async (c) => {
    const { db, storage, sessions } = c.get('deps');
    const user = currentUser(c);
    await removeAvatar({ db, storage }, user);
    sessions.forget(user.id);
    return c.body(null, 204);
  })
  .openapi(previewRoute, async (c) => c.json(await deactivationPreview(c.get('deps').db, currentUser(c)), 200))
  .openapi(deactivateRoute, async (c) => {
    const { db, clock, sessions } = c.get('deps');
    const user = currentUser(c);
    assertSelf(user, Number(c.req.valid('param').id));
    const body = DeactivationBody.parse(await c.req.json().catch(() => ({})));
    for (const id of await deactivate(db, user, body.employeesAcknowledged === true, clock.now())) sessions.forget(id);
    return c.body(null, 204);
  })
  .openapi(profileRoute, async (c) => c.json(await publicProfile(c.get('deps').db, currentUser(c).id, Number(c.req.valid('param').id)), 200))
  .openapi(listRoute('followers'), async (c) => c.json(await followList(c.get('deps').db, Number(c.req.valid('param').id), 'followers'), 200))
  .openapi(listRoute('following'), async (c) => c.json(await followList(c.get('deps').db, Number(c.req.valid('param').id), 'following'), 200))
  .openapi(followRoute('post'), async (c) => c.json(await follow(c.get('deps').db, currentUser(c), Number(c.req.valid('param').id), c.get('deps').clock.now()), 200))
  .openapi(followRoute('delete'), async (c) => c.json(await unfollow(c.get('deps').db, currentUser(c), Number(c.req.valid('param').id)), 200));

accountRoutes.openAPIRegistry.registerPath({
  ...users, operationId: 'addUserImage', method: 'post', path: '/users/add-image',
  summary: `Set the caller's profile picture: one PNG or JPEG (by content), ${AVATAR_MAX_BYTES / 1024 / 1024} MB at most; re-encoded with a thumbnail`,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ image: binary() }) } } } },
  responses: { 200: json(z.object({ url: z.string() }), 'The new picture'), 401: errors[401], 413: errors[413], 422: errors[422] },
});
accountRoutes.post('/users/add-image', requireUser, async (c) => {
  const { db, storage, sessions } = c.get('deps');
  const user = currentUser(c);
  const image = await withForm(c.req, { all: true }, (form) => setAvatar({ db, storage }, user, form));
  sessions.forget(user.id);
  return c.json(image, 200);
});
