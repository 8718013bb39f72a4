import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time with its zone: every time column of the schema is `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written (`created_at`). */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (`updated_at`): the code that changes a row sets it. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
