// The account roles of part 1 §3, in one list: the API contract's enum, the boot's zod-free check of a
// stored record and the signed-in frame's cookie all read it.
export const ROLES = ['company', 'employee', 'user', 'admin'] as const;
export type RoleName = (typeof ROLES)[number];
