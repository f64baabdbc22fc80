// Part 2 §7 Account and company: GET /companies/self, POST /companies/self (_method PUT),
// POST /companies/self/add-file, and reading a document back (the company's own users only).
import { createRoute, z } from '@hono/zod-openapi';
import {
  COMPANY_DOCUMENT_MAX_BYTES, CompanyFileReply, CompanyReply, CompanyUpdateBody, DocumentType,
} from '../../src/api/schemas/companies';
import { MessageReply, idParams } from '../../src/api/schemas/common';
import type { UploadLimit } from '../http/body-limit';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { withForm } from '../http/multipart-form';
import { t } from '../i18n/t';
import { addCompanyFile, readCompanyFile } from '../services/companies/documents';
import { readCompany, updateCompany } from '../services/companies/profile';
import { bearer, errors, json } from './schemas';

const common = { tags: ['companies'], security: bearer };
const binary = () => z.string().openapi({ type: 'string', format: 'binary' });

/** One document and its type (app.ts applies it before anything reads the body). */
export const COMPANY_FILE_UPLOAD_LIMIT: UploadLimit = {
  method: 'POST', path: '/api/companies/self/add-file', maxBytes: COMPANY_DOCUMENT_MAX_BYTES + 64 * 1024, messageKey: 'validation.file-too-large',
};

const readRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'getCompanySelf', method: 'get', path: '/companies/self',
  summary: "The caller's company (any of its users; canEdit only for the company user) with its current documents",
  responses: { 200: json(CompanyReply, 'The company'), 401: errors[401], 403: errors[403] },
});

const updateRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'updateCompanySelf', method: 'put', path: '/companies/self',
  summary: 'Edit the company (company user only; also POST with _method PUT): name, address, phone (8 digits) and the three documents (URLs of its own uploads) required; social links get https://',
  request: { body: { required: true, content: { 'application/json': { schema: CompanyUpdateBody } } } },
  responses: { 200: json(MessageReply, 'Saved'), 401: errors[401], 403: errors[403], 422: errors[422] },
});

const fileRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'getCompanyFile', method: 'get', path: '/companies/self/files/{fileId}',
  summary: "A document of the caller's company (404 for anyone else)",
  request: { params: idParams('fileId') },
  responses: {
    200: { description: 'The bytes', content: { 'application/pdf': { schema: binary() }, 'image/png': { schema: binary() }, 'image/jpeg': { schema: binary() } } },
    401: errors[401], 404: errors[404], 422: errors[422],
  },
});

export const companyRoutes = newRouter()
  .openapi(readRoute, async (c) => c.json(await readCompany(c.get('deps').db, currentUser(c)), 200))
  .openapi(updateRoute, async (c) => {
    const { db, sessions, clock } = c.get('deps');
    const body = c.req.valid('json');
    const { userIds } = await updateCompany(db, currentUser(c), { userId: body.user?.id, company: body.company }, clock.now());
    for (const id of userIds) sessions.forget(id);
    return c.json({ message: t(c.get('locale'), 'server.company-saved') }, 200);
  })
  .openapi(fileRoute, async (c) => {
    const { db, storage } = c.get('deps');
    const file = await readCompanyFile({ db, storage }, currentUser(c), Number(c.req.valid('param').fileId));
    // Private: the browser may keep it, shared caches may not; the sandbox keeps a PDF's scripts away from the app.
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.mime, 'content-length': String(file.bytes.length), 'cache-control': 'private, max-age=3600',
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`, 'content-security-policy': 'sandbox',
    }) as never;
  });

companyRoutes.openAPIRegistry.registerPath({
  ...common, operationId: 'addCompanyFile', method: 'post', path: '/companies/self/add-file',
  summary: 'Upload a company document (company user only): `file` a PDF, PNG or JPEG by content, 10 MB at most; `fileType` trade_license, commercial_register or responsible_person_id. It becomes current when the company is saved with its fileUrl',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: binary(), fileType: DocumentType }) } } } },
  responses: { 201: json(CompanyFileReply, 'Stored'), 401: errors[401], 403: errors[403], 413: errors[413], 422: errors[422] },
});
companyRoutes.post('/companies/self/add-file', requireUser, async (c) => {
  const { db, storage, clock } = c.get('deps');
  return c.json(await withForm(c.req, { all: false }, (form) => addCompanyFile({ db, storage }, currentUser(c), form, clock.now())), 201);
});
