// Pieces every route schema uses: who may call it (for the OpenAPI document) and error answers.
import { errorResponseSchema, idSchema } from '@heartline/contracts/schemas';
import { z } from 'zod';

type Security = Array<Record<string, string[]>>;

/** The public API key, or a bearer token. */
export const anonymousSecurity: Security = [{ publicApiKey: [] }, { bearerAuth: [] }];
export const bearerSecurity: Security = [{ bearerAuth: [] }];

/** `{ [status]: errorResponseSchema }` for each status a route can answer with an error. */
export function errorResponses<const Code extends number>(...codes: Code[]): Record<Code, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<Code, typeof errorResponseSchema>;
}

/** An error answer that may name a code (and a feature) the UI reacts to, e.g. the upgrade prompt. */
export const codedErrorResponseSchema = errorResponseSchema.extend({ code: z.string().optional(), feature: z.string().optional() });

/** Like errorResponses, for statuses whose answers may carry a code. */
export function codedErrorResponses<const Code extends number>(...codes: Code[]): Record<Code, typeof codedErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, codedErrorResponseSchema])) as Record<Code, typeof codedErrorResponseSchema>;
}

/** `/{id}` path parameters. */
export const idParamsSchema = z.object({ id: idSchema });

export { toDatabaseId } from '../database-id';
