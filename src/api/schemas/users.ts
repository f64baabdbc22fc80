import { z } from 'zod';
import { Role } from './common';

/** Part 1 §3 "Current user": what the client keeps about who is signed in. */
export const CurrentUser = z.object({
  id: z.number().int(),
  sellerId: z.number().int().nullable(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  image: z.object({ url: z.string() }).nullable(),
  roles: z.array(Role).min(1),
  company: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** The first role decides what the shell shows (part 1 §6). */
export const firstRole = (user: Pick<CurrentUser, 'roles'>): Role => user.roles[0];
