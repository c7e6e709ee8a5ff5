// Every route validates its input and serialises its output with the zod schemas of the
// contracts package (fastify-type-provider-zod). Missing fields get the spec's "required" message.
import { MESSAGES, fieldNotValid, maxLengthMessage, minLengthMessage } from '@heartline/contracts/rules';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodErrorMap, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';

/** A request without the JSON body its route expects. */
export const REQUEST_BODY_REQUIRED = 'a JSON object is required';

/**
 * The spec's words (member spec §5) for issues whose schema has no message of its own:
 * an absent field is required, lengths are "symbols", anything else is "{field} is not valid".
 */
export const specMessages: $ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input == null && !issue.path?.length) return REQUEST_BODY_REQUIRED;
  if (issue.code === 'invalid_type' && issue.input === undefined) return MESSAGES.required;
  if (issue.code === 'too_small' && issue.origin === 'string') return minLengthMessage(Number(issue.minimum));
  if (issue.code === 'too_big' && issue.origin === 'string') return maxLengthMessage(Number(issue.maximum));
  const field = issue.path?.findLast((segment) => typeof segment === 'string');
  return fieldNotValid(typeof field === 'string' ? field : 'value');
};

export function toValidationErrors(issues: readonly $ZodIssue[]): FastifySchemaValidationError[] {
  return issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
    params: {},
    message: issue.message,
  }));
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: specMessages });
    return result.success ? { value: result.data } : { error: toValidationErrors(result.error.issues) };
  };

/** For a route whose body schema depends on its query: the handler validates the body itself. */
// oxlint-disable-next-line no-explicit-any -- fastify types a route's compiler by its whole schema object
export const validatorCompilerExceptBody: FastifySchemaCompiler<any> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod' },
);

/** Parses `data` like the route validator would, throwing the same 400 when it does not fit. */
export function parseRequestPart<Schema extends $ZodType>(schema: Schema, data: unknown, part: 'body' | 'querystring'): output<Schema> {
  const result = safeParse(schema, data, { error: specMessages });
  if (result.success) return result.data;
  throw Object.assign(new Error(`${part} is not valid`), {
    statusCode: 400,
    validation: toValidationErrors(result.error.issues),
    validationContext: part,
  });
}
