// Columns and types several tables share.
import { timestamp } from 'drizzle-orm/pg-core';

export type ImageFormat = 'jpeg' | 'png';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
