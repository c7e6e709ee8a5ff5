// zod issues as Fastify validation errors, one per field, each message a catalogue sentence.
import { hasForbiddenCharacters, unknownField } from '@heartline/contracts/rules';
import type { FastifySchemaValidationError } from 'fastify';
import type { $ZodIssue } from 'zod/v4/core';

export const UNKNOWN_FIELD_KEYWORD = 'unrecognized_keys';
export const FORBIDDEN_CHARACTERS_KEYWORD = 'forbidden_characters';
export const MAX_REPORTED_ISSUES = 20;

/** A path segment as the answer names it: what a client sent, made printable. */
function printable(segment: PropertyKey): string {
  const text = String(segment);
  // An empty key is named as written, so the answer still says which one.
  if (text === '') return '""';
  return hasForbiddenCharacters(text) ? Array.from(text, (char) => (hasForbiddenCharacters(char) ? '\uFFFD' : char)).join('') : text;
}

export function validationError(path: readonly PropertyKey[], keyword: string, message: string): FastifySchemaValidationError {
  const pointer = path.map(printable).join('/');
  return { keyword, instancePath: `/${pointer}`, schemaPath: `#/${pointer}/${keyword}`, params: {}, message };
}

/**
 * One error per invalid field. An unknown key is named on its own ('Unknown field: foo'); a
 * union that matched no branch is told in the words of the branch that came closest (the fewest
 * issues), so a profile form with one bad field is not answered "no union member matched".
 */
export function toValidationErrors(issues: readonly $ZodIssue[], prefix: readonly PropertyKey[] = []): FastifySchemaValidationError[] {
  // An answer names a handful of fields; a body of 500 wrong items is not answered item by item.
  return issues.slice(0, MAX_REPORTED_ISSUES).flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      return toValidationErrors(closest, path);
    }
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => validationError([...path, key], UNKNOWN_FIELD_KEYWORD, unknownField(printable(key))));
    return [validationError(path, issue.code, issue.message)];
  });
}
