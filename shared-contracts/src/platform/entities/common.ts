import { DATE_MAX_LENGTH, ID_MAX_LENGTH } from '../constants';
import { textLimits } from './text-fields';
import { z } from './zod';

/** Some records arrive with wrapped values (`{ date: … }`, `{ id: … }`, `{ $date: … }`); flatten them. */
export function unwrapValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    for (const key of ['date', '$date', 'id', '$oid']) {
      if (key in record) return unwrapValue(record[key]);
    }
  }
  return value;
}

/** An identifier: numbers and wrapped ids become strings. */
export const idSchema = z.preprocess(
  (v) => {
    const flat = unwrapValue(v);
    return typeof flat === 'number' ? String(flat) : flat;
  },
  z.string().min(1).superRefine(textLimits(ID_MAX_LENGTH)),
);

/** An ISO date-time string; wrapped dates and Date objects are flattened. */
export const dateSchema = z.preprocess(
  (v) => {
    const flat = unwrapValue(v);
    if (flat instanceof Date) return flat.toISOString();
    if (typeof flat === 'number') return new Date(flat).toISOString();
    return flat;
  },
  z.string().superRefine(textLimits(DATE_MAX_LENGTH)),
);

export const nullableDateSchema = dateSchema.nullable();

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** What the answer means for a UI (ERROR_CODES), when the catalogue gives it one. */
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
