// Every route validates its input and serialises its output with the zod schemas of the
// contracts package (fastify-type-provider-zod). Checked here, once for every route:
// - text with NUL or a lone surrogate is refused in params, query and body (a preValidation
//   hook, so routes that read their body themselves are covered too);
// - bodies and queries are strict: an unknown key is refused, never silently ignored;
// - every message is a catalogue sentence (the contracts' catalogueIssueMessage).
import { MESSAGES } from '@heartline/contracts/rules';
import { catalogueIssueMessage } from '@heartline/contracts/schemas';
import type { FastifyRequest, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodErrorMap, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { forbiddenCharacterPaths } from '../../validation/forbidden-characters';
import { strictRequestSchema } from '../../validation/strict-request-schema';
import { FORBIDDEN_CHARACTERS_KEYWORD, toValidationErrors, validationError } from '../../validation/validation-errors';

export { toValidationErrors };

/** A request without the JSON body its route expects. */
export const REQUEST_BODY_REQUIRED = MESSAGES.requestBodyRequired;

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** The catalogue's words, and one of the API's own: a missing body says so. */
export const specMessages: $ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input == null && !issue.path?.length) return REQUEST_BODY_REQUIRED;
  return catalogueIssueMessage(issue);
};

export type RequestPartCheck<T> = { ok: true; value: T } | { ok: false; errors: FastifySchemaValidationError[] };

/** Bodies and queries are read strictly; params are named by the route's path, headers by HTTP. */
function schemaFor<Schema extends $ZodType>(schema: Schema, part: RequestPart): Schema {
  return part === 'body' || part === 'querystring' ? strictRequestSchema(schema) : schema;
}

/** The raw issues of one request part, as the route validator finds them. */
export function requestPartIssues(schema: $ZodType, data: unknown, part: RequestPart): readonly $ZodIssue[] {
  const result = safeParse(schemaFor(schema, part), data, { error: specMessages });
  return result.success ? [] : result.error.issues;
}

/** Checks one request part like the route validator does: the parsed value, or the errors to answer. */
export function checkRequestPart<Schema extends $ZodType>(
  schema: Schema,
  data: unknown,
  part: RequestPart,
): RequestPartCheck<output<Schema>> {
  const result = safeParse(schemaFor(schema, part), data, { error: specMessages });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: toValidationErrors(result.error.issues) };
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema, httpPart }) => {
  const part = (httpPart ?? 'body') as RequestPart;
  return (data) => {
    const check = checkRequestPart(schema, data, part);
    return check.ok ? { value: check.value } : { error: check.errors };
  };
};

/** For a route whose body schema depends on its query: the handler validates the body itself. */
// oxlint-disable-next-line no-explicit-any -- fastify types a route's compiler by its whole schema object
export const validatorCompilerExceptBody: FastifySchemaCompiler<any> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

/** The 400 the route validator throws, for checks made outside it. */
export function requestValidationError(part: RequestPart, errors: FastifySchemaValidationError[]): Error {
  return Object.assign(new Error(`${part} is not valid`), { statusCode: 400, validation: errors, validationContext: part });
}

/** Parses `data` like the route validator would, throwing the same 400 when it does not fit. */
export function parseRequestPart<Schema extends $ZodType>(schema: Schema, data: unknown, part: 'body' | 'querystring'): output<Schema> {
  const check = checkRequestPart(schema, data, part);
  if (check.ok) return check.value;
  throw requestValidationError(part, check.errors);
}

/** 'This text contains characters that are not allowed.' for each such text of the request. */
export function forbiddenCharacterErrors(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body'>,
): { part: RequestPart; errors: FastifySchemaValidationError[] } | null {
  const parts: [RequestPart, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const paths = forbiddenCharacterPaths(value);
    if (paths.length > 0)
      return { part, errors: paths.map((path) => validationError(path, FORBIDDEN_CHARACTERS_KEYWORD, MESSAGES.forbiddenCharacters)) };
  }
  return null;
}

/** The schemas one route checks its request with. */
export interface RouteRequestSchemas {
  method: string;
  url: string;
  body?: $ZodType;
  querystring?: $ZodType;
  params?: $ZodType;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's request schemas, as registered: what tests walk to prove every input is checked. */
    requestSchemas: RouteRequestSchemas[];
  }
}

export default fp(
  async (app) => {
    const requestSchemas: RouteRequestSchemas[] = [];
    app.decorate('requestSchemas', requestSchemas);
    app.addHook('onRoute', (route) => {
      const schema = (route.schema ?? {}) as Partial<Record<'body' | 'querystring' | 'params', $ZodType>>;
      if (!schema.body && !schema.querystring && !schema.params) return;
      for (const method of [route.method].flat()) {
        requestSchemas.push({ method, url: route.url, body: schema.body, querystring: schema.querystring, params: schema.params });
      }
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // Before any validator and any handler: such text never reaches a query (PostgreSQL cannot
    // store NUL and answered 500, with the statement and its parameters in the error).
    // (In the callback form: no promise per request.)
    app.addHook('preValidation', (request, _reply, done) => {
      const refused = forbiddenCharacterErrors(request);
      done(refused ? requestValidationError(refused.part, refused.errors) : undefined);
    });
  },
  { name: 'zod' },
);
