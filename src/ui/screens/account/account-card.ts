/** The white card each part of the account and settings sections sits in. */
export const accountCardClass = 'flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6';
