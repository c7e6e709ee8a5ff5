// Finds text that no database column or encoding can keep (NUL, lone UTF-16 surrogates) anywhere
// in a request's params, query or body, keys included. One visit per value, without recursion:
// each pending value keeps a link to its parent instead of a copy of its path, and a path is
// written out only for what is found (copying the path at every level made a deeply nested body
// cost the square of its depth: 20,000 levels held the API for 12 s).
import { hasForbiddenCharacters } from '@heartline/contracts/rules';

export type ValuePath = (string | number)[];

interface Pending {
  value: unknown;
  parent: Pending | undefined;
  segment: string | number | undefined;
}

function pathOf(node: Pending, last?: string): ValuePath {
  const path: ValuePath = last === undefined ? [] : [last];
  for (let current: Pending | undefined = node; current?.segment !== undefined; current = current.parent) path.push(current.segment);
  return path.toReversed();
}

/** The path of every string (or key) holding a forbidden character, at most `limit` of them. */
export function forbiddenCharacterPaths(value: unknown, limit = 10): ValuePath[] {
  const found: ValuePath[] = [];
  const pending: Pending[] = [{ value, parent: undefined, segment: undefined }];
  while (pending.length > 0 && found.length < limit) {
    const node = pending.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) found.push(pathOf(node));
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) pending.push({ value: current[index], parent: node, segment: index });
    } else if (isPlainRecord(current)) {
      for (const key of Object.keys(current)) {
        if (hasForbiddenCharacters(key)) found.push(pathOf(node, key));
        else pending.push({ value: current[key], parent: node, segment: key });
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
