import { createRoute } from '@hono/zod-openapi';
import { AuthRecord, ForgotPasswordBody, ForgotPasswordReply, LoginBody, ResetPasswordBody } from '../../src/api/schemas/auth';
import { MessageReply } from '../../src/api/schemas/common';
import { RESET_CODE_TTL_MS } from '../../src/domain/limits';
import { afterReply } from '../http/after-reply';
import { clientAddress } from '../http/client-address';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { t } from '../i18n/t';
import { login, revokeToken } from '../services/auth';
import { requestResetCode, resetPassword } from '../services/password-reset';
import { bearer, errors, json } from './schemas';

const body = <T extends typeof LoginBody | typeof ForgotPasswordBody | typeof ResetPasswordBody>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const loginRoute = createRoute({
  operationId: 'signIn', security: [], method: 'post', path: '/auth/login', tags: ['auth'],
  summary: 'Sign in with user name or e-mail (case-insensitive) and password',
  request: body(LoginBody),
  responses: { 200: json(AuthRecord, 'Signed in'), 401: errors[401], 422: errors[422], 429: errors[429] },
});

const logoutRoute = createRoute({
  operationId: 'signOut', method: 'post', path: '/auth/logout', tags: ['auth'], security: bearer, middleware: [requireUser] as const,
  summary: 'Revoke the bearer token',
  responses: { 204: { description: 'Signed out' }, 401: errors[401] },
});

const forgotRoute = createRoute({
  operationId: 'requestPasswordReset', security: [], method: 'post', path: '/auth/password/forgot', tags: ['auth'],
  summary: 'E-mail a 6-digit reset code (same answer whether or not the e-mail exists)',
  request: body(ForgotPasswordBody),
  responses: { 200: json(ForgotPasswordReply, 'Code sent if the account exists'), 422: errors[422], 429: errors[429] },
});

const resetRoute = createRoute({
  operationId: 'resetPassword', security: [], method: 'post', path: '/auth/password/reset', tags: ['auth'],
  summary: 'Set a new password with the e-mailed code; signs out every session',
  request: body(ResetPasswordBody),
  responses: { 200: json(MessageReply, 'Password changed'), 422: errors[422], 429: errors[429] },
});

export const authRoutes = newRouter()
  .openapi(loginRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const input = c.req.valid('json');
    const record = await login(db, clock, { ...input, address: clientAddress(c) });
    return c.json(record, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const { db, clock, sessions } = c.get('deps');
    const user = currentUser(c);
    await revokeToken(db, user.tokenId, clock.now());
    sessions.forget(user.id);
    return c.body(null, 204);
  })
  .openapi(forgotRoute, async (c) => {
    const { db, mailer, clock } = c.get('deps');
    const locale = c.get('locale');
    const sendCode = await requestResetCode(db, mailer, {
      email: c.req.valid('json').email, locale, now: clock.now(), address: clientAddress(c),
    });
    afterReply(c, 'reset code', sendCode);
    return c.json({ message: t(locale, 'server.reset-code-sent'), expiresIn: RESET_CODE_TTL_MS / 1000 }, 200);
  })
  .openapi(resetRoute, async (c) => {
    const { db, clock, sessions } = c.get('deps');
    const { userId } = await resetPassword(db, { ...c.req.valid('json'), now: clock.now(), address: clientAddress(c) });
    sessions.forget(userId);
    return c.json({ message: t(c.get('locale'), 'server.password-reset-done') }, 200);
  });
