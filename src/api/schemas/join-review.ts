// The administrators' review of Join Us applications: the list, approve, decline with a reason.
import { z } from 'zod';
import { Text } from './common';

export const JOIN_REVIEW_STATUSES = ['pending', 'approved', 'declined'] as const;
export const JoinReviewStatus = z.enum(JOIN_REVIEW_STATUSES, { message: 'validation.join-status-invalid' });
export type JoinReviewStatus = z.infer<typeof JoinReviewStatus>;

/** The longest reason an administrator may give (it is quoted in the applicant's e-mail). */
export const DECLINE_REASON_MAX = 1000;

/** `?status=` narrows the list; without it every application, newest first. */
export const JoinReviewQuery = z.object({ status: JoinReviewStatus.optional() });

export const JoinReviewItem = z.object({
  id: z.number().int(),
  status: JoinReviewStatus,
  companyName: z.string(),
  companySize: z.string(),
  country: z.string(),
  city: z.string(),
  fullAddress: z.string(),
  aboutCompany: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  website: z.string(),
  facebook: z.string(),
  instagram: z.string(),
  /** The language the applicant wrote in (their e-mails are in it). */
  locale: z.string(),
  /** The PDF's file name, or null when none was attached. */
  attachmentName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The deciding administrator's user name (or the command line), '' while pending. */
  decidedBy: z.string(),
  declineReason: z.string(),
});
export type JoinReviewItem = z.infer<typeof JoinReviewItem>;

export const JoinReviewList = z.object({ data: z.array(JoinReviewItem) });
export type JoinReviewList = z.infer<typeof JoinReviewList>;

export const JoinDeclineBody = z.object({
  reason: Text(DECLINE_REASON_MAX).trim().min(1, 'validation.decline-reason-required'),
});
export type JoinDeclineBody = z.infer<typeof JoinDeclineBody>;

/** After a decision: the server's translated message and the application as it now stands. */
export const JoinDecisionReply = z.object({ message: z.string(), request: JoinReviewItem });
export type JoinDecisionReply = z.infer<typeof JoinDecisionReply>;
