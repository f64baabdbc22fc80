// Part 2 §7 POST /companies/self/add-file: a trade licence, commercial register or responsible person's ID,
// a PDF or a photo by its bytes (not its name or declared type), 10 MB at most, stored privately. It is
// the company's current document only once the company form is saved with it (profile.ts). Read back
// by the company's own users only: anyone else gets a 404, as for a file that does not exist.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  COMPANY_DOCUMENT_MAX_BYTES, type CompanyFileReply, DocumentType, companyFileUrl,
} from '../../../src/api/schemas/companies';
import { PRODUCT_IMAGE_MAX_PIXELS } from '../../../src/domain/limits';
import type { Db } from '../../db';
import { companyDocuments } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, forbidden, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { imageKind } from '../products/images';

type Deps = { db: Db; storage: Storage };

const PDF_MAGIC = Buffer.from('%PDF-');
const MIME = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;

const HEAD_BYTES = 256 * 1024;

/**
 * What the file is: a PDF by its header, or a PNG/JPEG whose header gives a size within the pixel
 * limit; else null. Read from its first 256 KB (the whole file streamed only for a JPEG whose frame
 * header comes later), never whole into memory.
 */
export async function documentKind(file: Blob): Promise<keyof typeof MIME | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  if (Buffer.from(head.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) return 'pdf';
  const kind = imageKind(head);
  if (!kind) return null;
  const none = { width: undefined, height: undefined };
  let { width, height } = await sharp(head).metadata().catch(() => none);
  if ((!width || !height) && file.size > HEAD_BYTES) {
    const whole = sharp();
    Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream<Uint8Array>).pipe(whole);
    ({ width, height } = await whole.metadata().catch(() => none));
  }
  return width && height && width * height <= PRODUCT_IMAGE_MAX_PIXELS ? kind : null;
}

/** The company a document belongs to: company users only (employees read, never change). */
export function companyOf(user: SessionUser, edit: boolean): number {
  if (user.companyId === null) throw forbidden();
  if (edit && user.roles[0] !== 'company') throw forbidden();
  return user.companyId;
}

export async function addCompanyFile(deps: Deps, user: SessionUser, form: Record<string, unknown>, now: Date): Promise<CompanyFileReply> {
  const companyId = companyOf(user, true);
  const fileType = DocumentType.safeParse(form.fileType);
  if (!fileType.success) throw fieldError('fileType', 'validation.document-type-invalid');
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', 'validation.document-required');
  if (file.size > COMPANY_DOCUMENT_MAX_BYTES) throw fieldError('file', 'validation.file-too-large');
  const kind = await documentKind(file);
  if (!kind) throw fieldError('file', 'validation.document-pdf-or-image');
  const fileName = (file.name.split(/[\\/]/).pop() || `${fileType.data}.${kind}`).replace(/\u0000/g, '').slice(0, 200);
  const key = `company-documents/${randomUUID()}.${kind}`;
  // Streamed from the request's temporary file; private, served only by readCompanyFile.
  await deps.storage.put(key, file.stream());
  try {
    const [row] = await deps.db.insert(companyDocuments).values({
      companyId, fileType: fileType.data, storageKey: key, fileName, mime: MIME[kind], sizeBytes: file.size, uploadedBy: user.id, createdAt: now,
    }).returning({ id: companyDocuments.id });
    return { fileName, fileUrl: companyFileUrl(row.id), fileType: fileType.data, mime: MIME[kind] };
  } catch (err) {
    await deps.storage.remove(key).catch(() => undefined);
    throw err;
  }
}

/** GET /companies/self/files/{id}: the bytes, for the company's own users only (404 for anyone else). */
export async function readCompanyFile(deps: Deps, user: SessionUser, id: number): Promise<{ bytes: Uint8Array; mime: string; fileName: string }> {
  if (user.companyId === null) throw notFound();
  const [row] = await deps.db.select().from(companyDocuments)
    .where(and(eq(companyDocuments.id, id), eq(companyDocuments.companyId, user.companyId)));
  const bytes = row ? await deps.storage.get(row.storageKey) : undefined;
  if (!row || !bytes) throw notFound();
  return { bytes, mime: row.mime, fileName: row.fileName };
}
