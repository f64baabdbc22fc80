import { z } from '@hono/zod-openapi';
import { JoinRequestReply } from '../../src/api/schemas/join';
import { COMPANY_SIZES, COUNTRY_CODES } from '../../src/domain/countries';
import { JOIN_ATTACHMENT_MAX_BYTES } from '../../src/domain/limits';
import type { UploadLimit } from '../http/body-limit';
import { clientAddress } from '../http/client-address';
import { newRouter } from '../http/router';
import { withForm } from '../http/multipart-form';
import { t } from '../i18n/t';
import { joinThrottle, submitJoinRequest } from '../services/join-requests';
import { errors, json } from './schemas';

// The multipart form as sent: every value is a string and booleans are 'true'/'false'. It is only
// documented here; the handler parses it itself (see services/join-requests.ts).
const JoinRequestForm = z.object({
  companyName: z.string(), companySize: z.enum(COMPANY_SIZES), country: z.enum(COUNTRY_CODES), city: z.string(),
  fullAddress: z.string(), aboutCompany: z.string().optional(), email: z.string(), phoneNumber: z.string(),
  website: z.string().optional(), facebook: z.string().optional(), instagram: z.string().optional(),
  acceptTerms: z.enum(['true', 'false']), acceptPrivacy: z.enum(['true', 'false']),
  attachment: z.string().optional().openapi({ type: 'string', format: 'binary', description: 'Optional PDF, 10 MB at most' }),
});

/** The PDF and the text fields (app.ts applies it before anything reads). */
export const JOIN_REQUEST_UPLOAD_LIMIT: UploadLimit = {
  method: 'POST', path: '/api/join-requests', maxBytes: JOIN_ATTACHMENT_MAX_BYTES + 256 * 1024, messageKey: 'validation.file-too-large',
};

export const joinRequestRoutes = newRouter();

joinRequestRoutes.openAPIRegistry.registerPath({
  operationId: 'submitJoinRequest', security: [], method: 'post', path: '/join-requests', tags: ['join'],
  summary: 'Apply to sell on Souqdesk (public, 5 applications an hour per address); the applicant gets an acknowledgement e-mail that quotes nothing they wrote, at most 3 a day per recipient',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: JoinRequestForm } } } },
  responses: { 201: json(JoinRequestReply, 'Application stored'), 413: errors[413], 422: errors[422], 429: errors[429] },
});

joinRequestRoutes.post(
  '/join-requests',
  async (c) => {
    const deps = c.get('deps');
    const locale = c.get('locale');
    const throttle = joinThrottle(deps.db, clientAddress(c));
    await throttle.check(deps.clock.now());
    const { id } = await withForm(c.req, {}, (form) => submitJoinRequest(deps, { form, locale, now: deps.clock.now(), reqId: c.get('reqId') }));
    await throttle.count(deps.clock.now());
    return c.json({ id, message: t(locale, 'server.join-request-received') }, 201);
  },
);
