// Administrators review Join Us applications while the server runs (the command line
// `npm run admin -- approve|decline` calls these too). Every other role gets 403.
import { createRoute, z } from '@hono/zod-openapi';
import { idParams } from '../../src/api/schemas/common';
import { JoinDecisionReply, JoinDeclineBody, JoinReviewList, JoinReviewQuery } from '../../src/api/schemas/join-review';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { t } from '../i18n/t';
import { approveJoinRequest } from '../services/join-approval';
import { assertAdmin, declineJoinRequest, listForReview, readJoinAttachment, reviewItem } from '../services/join-review';
import { bearer, errors, json } from './schemas';

const common = { tags: ['admin'], security: bearer };

const listRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listJoinRequestsForReview', method: 'get', path: '/admin/join-requests',
  summary: 'Join Us applications, newest first (administrators only; `status` narrows them)',
  request: { query: JoinReviewQuery },
  responses: { 200: json(JoinReviewList, 'The applications'), 401: errors[401], 403: errors[403], 422: errors[422] },
});

const attachmentRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'getJoinRequestAttachment', method: 'get', path: '/admin/join-requests/{id}/attachment',
  summary: "An application's PDF (administrators only; 404 when it has none)",
  request: { params: idParams('id') },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } },
    401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422],
  },
});

const approveRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'approveJoinRequest', method: 'post', path: '/admin/join-requests/{id}/approve',
  summary: 'Approve a pending application (administrators only): creates the company and its company user and e-mails the credentials; records who approved and when',
  request: { params: idParams('id') },
  responses: { 200: json(JoinDecisionReply, 'Approved'), 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 422: errors[422] },
});

const declineRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'declineJoinRequest', method: 'post', path: '/admin/join-requests/{id}/decline',
  summary: 'Decline a pending application with a reason (administrators only): the reason is e-mailed to the applicant; records who declined and when',
  request: { params: idParams('id'), body: { required: true, content: { 'application/json': { schema: JoinDeclineBody } } } },
  responses: { 200: json(JoinDecisionReply, 'Declined'), 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 422: errors[422] },
});

export const joinReviewRoutes = newRouter()
  .openapi(listRoute, async (c) => {
    assertAdmin(currentUser(c));
    return c.json({ data: await listForReview(c.get('deps').db, c.req.valid('query').status) }, 200);
  })
  .openapi(attachmentRoute, async (c) => {
    assertAdmin(currentUser(c));
    const file = await readJoinAttachment(c.get('deps'), Number(c.req.valid('param').id));
    // Private, and sandboxed so that a PDF's scripts never run with the dashboard's origin.
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf', 'content-length': String(file.bytes.length), 'cache-control': 'private, no-store',
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`, 'content-security-policy': 'sandbox',
    }) as never;
  })
  .openapi(approveRoute, async (c) => {
    const by = assertAdmin(currentUser(c));
    const { db, mailer, config, clock } = c.get('deps');
    const id = Number(c.req.valid('param').id);
    await approveJoinRequest(db, mailer, { id, publicUrl: config.publicUrl, now: clock.now(), by });
    return c.json({ message: t(c.get('locale'), 'server.join-request-approved'), request: await reviewItem(db, id) }, 200);
  })
  .openapi(declineRoute, async (c) => {
    const by = assertAdmin(currentUser(c));
    const { db, mailer, clock } = c.get('deps');
    const request = await declineJoinRequest(db, mailer, {
      id: Number(c.req.valid('param').id), reason: c.req.valid('json').reason, now: clock.now(), by,
    });
    return c.json({ message: t(c.get('locale'), 'server.join-request-declined'), request }, 200);
  });
