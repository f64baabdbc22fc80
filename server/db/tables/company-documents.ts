import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DocumentType } from '../../../src/api/schemas/companies';
import { companies, users } from './accounts';
import { at, createdAt, id } from './columns';

/**
 * A company's uploaded documents (part 2 §3: trade licence, commercial register, responsible person's
 * ID). Private: the bytes are in storage under `storageKey` and read back only by the company's own users.
 * An upload is kept apart until the company form is saved with it: `attachedAt` then marks it the
 * company's current document of its type (at most one each).
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    fileType: text('file_type').notNull().$type<DocumentType>(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').notNull().references(() => users.id),
    createdAt: createdAt(),
    attachedAt: at('attached_at'),
  },
  (t) => [
    index('company_documents_company_id_idx').on(t.companyId),
    uniqueIndex('company_documents_current_key').on(t.companyId, t.fileType).where(sql`${t.attachedAt} is not null`),
  ],
);
