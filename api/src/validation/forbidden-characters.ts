// Finds text that no database column or encoding can keep (NUL, lone UTF-16 surrogates) anywhere
// in a request's params, query or body, keys included. Walked without recursion, so a deeply
// nested body cannot exhaust the stack.
import { hasForbiddenCharacters } from '@heartline/contracts/rules';

export type ValuePath = (string | number)[];

/** The path of every string (or key) holding a forbidden character, at most `limit` of them. */
export function forbiddenCharacterPaths(value: unknown, limit = 10): ValuePath[] {
  const found: ValuePath[] = [];
  const pending: { value: unknown; path: ValuePath }[] = [{ value, path: [] }];
  while (pending.length > 0 && found.length < limit) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
    } else if (isPlainRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasForbiddenCharacters(key)) found.push([...path, key]);
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}

// Parsed JSON, query strings and form bodies are plain objects (a parsed query's prototype is a
// bare object of its own); Buffers, streams and files are not text to check.
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}
