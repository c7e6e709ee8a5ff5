// Every route's params, query and body schema, probed field by field as the API checks them
// (the forbidden-character hook, then the strict schema with the catalogue's words): no text or
// list without a limit, no NUL or lone surrogate let through, no message outside the catalogue.
import { isCatalogueSentence, messagesForBadInput, unboundedFields, type IssueLike, type ProbeParse } from '@heartline/contracts/testing';
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { forbiddenCharacterErrors, requestPartIssues, type RequestPart } from '../../src/plugins/external/zod';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

function parseAs(part: RequestPart, schema: $ZodType): ProbeParse {
  return (input) => {
    const request = { params: undefined, query: undefined, body: undefined, [part === 'querystring' ? 'query' : part]: input };
    const refused = forbiddenCharacterErrors(request);
    const hookIssues: IssueLike[] = (refused?.errors ?? []).map((error) => ({
      path: error.instancePath.split('/').filter(Boolean),
      message: error.message ?? '',
    }));
    return [...hookIssues, ...requestPartIssues(schema, input, part)];
  };
}

function routeParts() {
  return t.app.requestSchemas.flatMap(({ method, url, ...parts }) =>
    (['params', 'querystring', 'body'] as const).flatMap((part) =>
      parts[part] ? [{ name: `${method} ${url} ${part}`, part, schema: parts[part] }] : [],
    ),
  );
}

describe('every route of the API', () => {
  it('declares its request schemas where they can be walked', () => {
    const names = routeParts().map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /authenticate body',
        'PATCH /user/:id body',
        'GET /profiles querystring',
        'POST /customer-support body',
        'GET /brand querystring',
      ]),
    );
  });

  it('bounds every text, list and number of its params, query and body, and refuses NUL and lone surrogates', () => {
    const problems = routeParts().flatMap(({ name, part, schema }) =>
      unboundedFields(schema, parseAs(part, schema)).map((problem) => `${name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('answers bad values at every field with catalogue sentences only', () => {
    const foreign = routeParts().flatMap(({ name, part, schema }) =>
      messagesForBadInput(schema, parseAs(part, schema))
        .filter((message) => !isCatalogueSentence(message))
        .map((message) => `${name}: ${message}`),
    );
    expect(foreign).toEqual([]);
  });
});
