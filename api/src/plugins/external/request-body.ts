// How a request's body is read, for every route: JSON only (plus the forms a route reads itself,
// such as the single sign-on pages and uploads), within the body limit, and refused in the
// catalogue's words before anything is built from it when it nests too deeply, holds too many
// fields, items or values, has a text that is too long, or names a field twice
// (`validation/json-bounds.ts`). Fastify's own text/plain parser is removed: no route reads
// plain text, and a JSON route handed a string answered with its schema's words.
import { MESSAGES } from '@heartline/contracts/rules';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error';
import { jsonBoundsProblem, type JsonBoundsProblem } from '../../validation/json-bounds';

const PROBLEM_MESSAGES: Record<JsonBoundsProblem, string> = {
  syntax: MESSAGES.requestNotJson,
  depth: MESSAGES.requestTooDeep,
  keys: MESSAGES.requestTooManyValues,
  items: MESSAGES.requestTooManyValues,
  values: MESSAGES.requestTooManyValues,
  string: MESSAGES.requestTextTooLong,
  number: MESSAGES.requestNotValid,
  'duplicate-key': MESSAGES.requestDuplicateField,
  'forbidden-key': MESSAGES.requestNotValid,
};

/** JSON.parse of a body that passed the bounds, or the 400 to answer. Only a body that passed is decoded. */
export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) throw new HttpError(400, MESSAGES.requestBodyRequired);
  const problem = jsonBoundsProblem(body);
  if (problem) throw new HttpError(400, PROBLEM_MESSAGES[problem]);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, MESSAGES.requestNotJson);
  }
}

export default fp(
  async (app) => {
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as Buffer));
      } catch (error) {
        done(error as HttpError, undefined);
      }
    });
  },
  { name: 'request-body' },
);
