// Part 2 §7 GET and POST /companies/self: the company's name, phone, address, map location, social
// links, establishment date, category and its three documents. Every user of the company reads it;
// only the company user (first role `company`) edits it (§6). Documents are uploads of this company
// (documents.ts) named by their URL; saving makes each the current one of its type.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  COMPANY_FILE_URL, type CompanyDocument, CompanyForm, type CompanyReply, DOCUMENT_KEYS, DOCUMENT_TYPES, type DocumentType, companyFileUrl,
} from '../../../src/api/schemas/companies';
import type { Db } from '../../db';
import { categories, companies, companyDocuments, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError, forbidden, notFound } from '../../http/errors';
import type { z } from 'zod';
import { companyOf } from './documents';

const coordinateText = (v: number | null) => (v === null ? '' : String(v));

export async function readCompany(db: Db, user: SessionUser): Promise<CompanyReply> {
  const companyId = companyOf(user, false);
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
  const docs = await db.select().from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), isNotNull(companyDocuments.attachedAt)));
  const docOf = (type: DocumentType): CompanyDocument | null => {
    const d = docs.find((x) => x.fileType === type);
    return d ? { fileName: d.fileName, fileUrl: companyFileUrl(d.id), mime: d.mime } : null;
  };
  return {
    id: row.id, name: row.name, phone: row.phone ?? '', address: row.address ?? '',
    latitude: coordinateText(row.latitude), longitude: coordinateText(row.longitude),
    establishAt: row.establishAt ?? '', category: row.categoryId === null ? null : { id: row.categoryId },
    linkedin: row.linkedin, instagram: row.instagram, facebook: row.facebook, website: row.website,
    documents: {
      tradeLicense: docOf('trade_license'), commercialRegister: docOf('commercial_register'), responsiblePersonID: docOf('responsible_person_id'),
    },
    canEdit: user.roles[0] === 'company',
  };
}

const documentId = (url: string) => Number(COMPANY_FILE_URL.exec(url)![1]);

/** The parsed form; `userId` is the payload's user.id when sent. */
export async function updateCompany(
  db: Db, user: SessionUser, input: { userId?: number; company: z.output<typeof CompanyForm> }, now: Date,
): Promise<{ userIds: number[] }> {
  const companyId = companyOf(user, true);
  if (input.userId !== undefined && input.userId !== user.id) throw forbidden();
  const form = input.company;
  const errors: Record<string, string[]> = {};
  // The company's category is one of the catalogue's top-level categories (the form's picker offers those).
  if (form.categoryId !== null) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, form.categoryId), isNull(categories.parentId)));
    if (!category) errors.categoryId = ['validation.category-invalid'];
  }
  // Each document must be an upload of this company, of the type its field names.
  const wanted = DOCUMENT_TYPES.map((type) => ({ type, id: documentId(form.documents[DOCUMENT_KEYS[type]]) }));
  const found = await db.select({ id: companyDocuments.id, fileType: companyDocuments.fileType }).from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), inArray(companyDocuments.id, wanted.map((w) => w.id))));
  for (const w of wanted) {
    if (!found.some((f) => f.id === w.id && f.fileType === w.type)) errors[`documents.${DOCUMENT_KEYS[w.type]}`] = ['validation.document-invalid'];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, '', { errors });

  await db.transaction(async (tx) => {
    await tx.update(companies).set({
      name: form.name, address: form.address, phone: form.phone,
      establishAt: form.establishAt || null, categoryId: form.categoryId,
      latitude: form.latitude === '' ? null : Number(form.latitude), longitude: form.longitude === '' ? null : Number(form.longitude),
      ...form.socialMedia,
    }).where(eq(companies.id, companyId));
    for (const w of wanted) {
      // The previous current document of this type steps aside (it stays stored, unreferenced by the form).
      await tx.update(companyDocuments).set({ attachedAt: null }).where(and(
        eq(companyDocuments.companyId, companyId), eq(companyDocuments.fileType, w.type), isNotNull(companyDocuments.attachedAt),
      ));
      await tx.update(companyDocuments).set({ attachedAt: now }).where(and(eq(companyDocuments.id, w.id), isNull(companyDocuments.attachedAt)));
    }
  });
  // The sessions of the company's users carry its name (the top bar): they are read again.
  const members = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  return { userIds: members.map((m) => m.id) };
}
