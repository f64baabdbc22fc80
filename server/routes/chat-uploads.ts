// Voice messages, photos and reading a message's file back. Multipart bodies are parsed here and
// checked by content in services/chats/uploads.ts; the forms are documented for the OpenAPI document.
import { createRoute, z } from '@hono/zod-openapi';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGES_MAX, VOICE_MAX_BYTES } from '../../src/domain/limits';
import { ImagesCaption, Message, MessagesParams, MessagesQuery } from '../../src/api/schemas/chats';
import { idParams } from '../../src/api/schemas/common';
import type { UploadLimit } from '../http/body-limit';
import { withForm } from '../http/multipart-form';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { readMessageFile, sendImages, sendVoice } from '../services/chats/uploads';
import { bearer, errors, json } from './schemas';

const common = { tags: ['chats'], security: bearer };
const optId = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const binary = () => z.string().openapi({ type: 'string', format: 'binary' });

export const CHAT_UPLOAD_LIMITS: UploadLimit[] = [
  { method: 'POST', path: /^\/api\/chats\/messages\/\d+\/voice$/, maxBytes: VOICE_MAX_BYTES + 64 * 1024, messageKey: 'validation.voice-too-long' },
  { method: 'POST', path: /^\/api\/chats\/messages\/\d+\/images$/, maxBytes: CHAT_IMAGES_MAX * CHAT_IMAGE_MAX_BYTES + 256 * 1024, messageKey: 'wizard.image-too-large' },
];

export const chatUploadRoutes = newRouter();
const upload = { params: MessagesParams, query: MessagesQuery.pick({ employeeId: true }) };
const uploadReplies = { 201: json(Message, 'Sent'), 401: errors[401], 403: errors[403], 404: errors[404], 413: errors[413], 422: errors[422] };

chatUploadRoutes.openAPIRegistry.registerPath({
  ...common, operationId: 'sendChatVoice', method: 'post', path: '/chats/messages/{userId}/voice',
  summary: 'Send a voice message: a WAV of 16-bit PCM (mono or stereo, 8–48 kHz), at least 1 s and at most 5 min by its header, 10 MB at most',
  request: { ...upload, body: { required: true, content: { 'multipart/form-data': { schema: z.object({ audio: binary() }) } } } },
  responses: uploadReplies,
});
chatUploadRoutes.post('/chats/messages/:userId/voice', requireUser, async (c) => {
  const { db, storage, clock } = c.get('deps');
  const { userId } = MessagesParams.parse(c.req.param());
  const { employeeId } = upload.query.parse(c.req.query());
  return c.json(await withForm(c.req, { all: true }, (form) => sendVoice({ db, storage }, currentUser(c), Number(userId), form, optId(employeeId), clock.now())), 201);
});

chatUploadRoutes.openAPIRegistry.registerPath({
  ...common, operationId: 'sendChatImages', method: 'post', path: '/chats/messages/{userId}/images',
  summary: `Send photos: 1 to ${CHAT_IMAGES_MAX} PNG/JPEG files (by content), 10 MB each; re-encoded with a thumbnail; an optional caption (message)`,
  request: { ...upload, body: { required: true, content: { 'multipart/form-data': { schema: z.object({ images: z.array(binary()), message: ImagesCaption.optional() }) } } } },
  responses: uploadReplies,
});
chatUploadRoutes.post('/chats/messages/:userId/images', requireUser, async (c) => {
  const { db, storage, clock } = c.get('deps');
  const { userId } = MessagesParams.parse(c.req.param());
  const { employeeId } = upload.query.parse(c.req.query());
  return c.json(await withForm(c.req, { all: true }, (form) => sendImages({ db, storage }, currentUser(c), Number(userId), form, optId(employeeId), clock.now())), 201);
});

const fileRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'getChatFile', method: 'get', path: '/chats/files/{fileId}',
  summary: "A message's photo (size=thumb: its thumbnail) or voice recording, for the conversation's parties only (404 for anyone else)",
  request: { params: idParams('fileId'), query: z.object({ size: z.enum(['thumb']).optional() }) },
  responses: {
    200: { description: 'The bytes', content: { 'audio/wav': { schema: binary() }, 'image/png': { schema: binary() }, 'image/jpeg': { schema: binary() }, 'image/webp': { schema: binary() } } },
    401: errors[401], 404: errors[404], 422: errors[422],
  },
});
chatUploadRoutes.openapi(fileRoute, async (c) => {
  const { db, storage } = c.get('deps');
  const file = await readMessageFile({ db, storage }, currentUser(c), Number(c.req.valid('param').fileId), c.req.valid('query').size === 'thumb');
  // Private (the bearer token reads it) but never changing: the browser may keep it, shared caches may not.
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': file.mime, 'content-length': String(file.bytes.length), 'cache-control': 'private, max-age=31536000, immutable',
  }) as never;
});
