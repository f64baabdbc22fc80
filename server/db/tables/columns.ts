import { integer, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders so every table spells ids and times the same way.
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
