// Every error leaves as `{statusCode, error, message}` (errorResponseSchema in the contracts):
// validation errors name the field in the spec's words, server errors never show their stack.
import { STATUS_CODES } from 'node:http';
import { ERROR_CODE_OF_MESSAGE, MESSAGES } from '@heartline/contracts/rules';
import type { ErrorResponse } from '@heartline/contracts/schemas';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, type ErrorDetails } from '../../http-error';
import { UNKNOWN_FIELD_KEYWORD } from '../../validation/validation-errors';

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>, details?: ErrorDetails): ErrorResponse {
  // A catalogue answer carries its code, so a page acts on the code, never on the words.
  const code = details?.code ?? ERROR_CODE_OF_MESSAGE[message];
  return {
    ...details,
    ...(code ? { code } : {}),
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields ? { fields } : {}),
  };
}

/** `{ field: message }` for each invalid field, the first message per field. */
export function validationFields(error: Pick<FastifyError, 'validation' | 'validationContext'>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field = path || error.validationContext || 'request';
    fields[field] ??= issue.message ?? MESSAGES.generic;
  }
  return fields;
}

/**
 * The 400 of a request that does not fit its schema: every field's sentence, and the first as
 * the message, after the field it is about ('name: This field is required'). 'Unknown field: foo'
 * names its field already.
 */
export function validationErrorBody(error: Pick<FastifyError, 'validation' | 'validationContext'>): ErrorResponse {
  const fields = validationFields(error);
  const [field, message] = Object.entries(fields)[0] ?? ['request', MESSAGES.generic];
  const selfNamed = error.validation?.[0]?.keyword === UNKNOWN_FIELD_KEYWORD;
  return errorBody(400, selfNamed ? message : `${field}: ${message}`, fields);
}

/**
 * Fastify's and its plugins' own refusals (codes FST_…) say it in their English ('Unsupported
 * Media Type: application/xml', "Body cannot be empty when content-type is set to
 * 'application/json'"): each is answered with the catalogue's sentence for its status instead.
 */
const FRAMEWORK_MESSAGE_OF_STATUS: Readonly<Record<number, string>> = {
  400: MESSAGES.requestNotValid,
  404: MESSAGES.notFound,
  406: MESSAGES.requestUnsupportedType,
  413: MESSAGES.requestTooLarge,
  414: MESSAGES.requestTooLarge,
  415: MESSAGES.requestUnsupportedType,
  431: MESSAGES.requestTooLarge,
};

export function clientErrorMessage(error: Pick<FastifyError, 'code' | 'message'>, statusCode: number): string {
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return MESSAGES.requestBodyRequired;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return MESSAGES.requestNotJson;
  if (typeof error.code === 'string' && error.code.startsWith('FST_'))
    return FRAMEWORK_MESSAGE_OF_STATUS[statusCode] ?? MESSAGES.requestNotValid;
  return error.message;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) return reply.code(400).send(validationErrorBody(error));
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error)) {
        const details = error instanceof HttpError ? error.details : undefined;
        return reply.code(statusCode).send(errorBody(statusCode, clientErrorMessage(error, statusCode), undefined, details));
      }
      request.log.error({ err: error }, 'request failed');
      const serverStatus = statusCode >= 500 && statusCode < 600 ? statusCode : 500;
      return reply.code(serverStatus).send(errorBody(serverStatus, MESSAGES.generic));
    });

    app.setNotFoundHandler((_request, reply) => {
      // The catalogue's words, never the path read back: it is the caller's text, whatever it holds.
      return reply.code(404).send(errorBody(404, MESSAGES.notFound));
    });
  },
  { name: 'errors' },
);
