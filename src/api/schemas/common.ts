import { z } from 'zod';

/** Every error reply: `{ message, errors? }` (part 2 §8). `errors` maps a field to its messages. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const MessageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

export const Locale = z.enum(['en', 'ar']);
export type Locale = z.infer<typeof Locale>;

export const Role = z.enum(['company', 'employee', 'user', 'admin']);
export type Role = z.infer<typeof Role>;

/** Validation messages are i18n keys of the `validation` namespace; the server translates them. */
export const required = 'validation.required';
