import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { at, createdAt, id } from './columns';

export type JoinRequestStatus = 'pending' | 'approved' | 'declined';

/**
 * Join Us applications (part 1 §3); an administrator approves or declines them on /admin/join-requests
 * or with `npm run admin`.
 */
export const joinRequests = pgTable('join_requests', {
  id: id(),
  companyName: text('company_name').notNull(),
  companySize: text('company_size').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  fullAddress: text('full_address').notNull(),
  aboutCompany: text('about_company').notNull().default(''),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  website: text('website').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
  /** When the applicant ticked both the terms and the privacy policy. */
  acceptedAt: at('accepted_at').notNull(),
  /** Language of the application, so the approval e-mail is written in it. */
  locale: text('locale').notNull().default('en'),
  attachmentPath: text('attachment_path'),
  attachmentName: text('attachment_name'),
  status: text('status').$type<JoinRequestStatus>().notNull().default('pending'),
  companyId: integer('company_id').references(() => companies.id),
  approvedAt: at('approved_at'),
  /** Who decided (approved or declined), when, and why a decline: shown on the review screen. */
  decidedAt: at('decided_at'),
  /** The administrator's account; null when the command line decided straight on the database. */
  decidedByUserId: integer('decided_by_user_id').references(() => users.id),
  /** The administrator's user name, or `command line (<os user>)`. */
  decidedBy: text('decided_by').notNull().default(''),
  declineReason: text('decline_reason').notNull().default(''),
  createdAt: createdAt(),
});
