// The shape a JSON body may have, checked on its text before JSON.parse builds anything: one pass
// over the characters, no recursion, no allocation per value beyond an object's key set. Every
// later walk (the text checks, zod, the error answer) then meets a small, shallow value, so no
// request can hold the event loop however it is nested: a 100,000-deep array held the API for
// more than 15 minutes when the forbidden-character walk copied its path at every level.

export interface JsonBounds {
  /** Containers inside containers: the contracts' requests nest a few levels at most. */
  maxDepth: number;
  /** Keys of one object: the widest form (sign-up, profile edit) has a few dozen. */
  maxKeys: number;
  /** Items of one array: a request's lists (tags, a filter's choices) hold tens. */
  maxItems: number;
  /** Values in the whole body (containers, keys' values, items). */
  maxValues: number;
  /** Characters of one string as written, escapes included (5,000 emoji written as \u escapes fit). */
  maxStringLength: number;
  /** Characters of one key as written. */
  maxKeyLength: number;
  /** Characters of one number as written. */
  maxNumberLength: number;
}

export const JSON_BODY_BOUNDS: JsonBounds = {
  maxDepth: 16,
  maxKeys: 100,
  maxItems: 500,
  maxValues: 5_000,
  maxStringLength: 65_536,
  maxKeyLength: 128,
  maxNumberLength: 40,
};

export type JsonBoundsProblem = 'depth' | 'keys' | 'items' | 'values' | 'string' | 'number' | 'duplicate-key' | 'forbidden-key';

/**
 * Keys no request has and that mean something to JavaScript: a parsed `__proto__` is harmless,
 * but one merged into another object later (Object.assign) replaces that object's prototype.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

interface Container {
  isObject: boolean;
  count: number;
  keys: Set<string> | undefined;
  /** In an object: whether the next string is a key. */
  expectKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isNumberChar(code: number): boolean {
  // 0-9 - + . e E
  return (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e || code === 0x65 || code === 0x45;
}

/**
 * The first bound the text breaks, or null. Text that is not JSON passes here when it breaks no
 * bound: JSON.parse then refuses it. Linear in the text's length.
 */
export function jsonBoundsProblem(text: string, bounds: JsonBounds = JSON_BODY_BOUNDS): JsonBoundsProblem | null {
  const stack: Container[] = [];
  let values = 0;
  let index = 0;
  const length = text.length;

  // A value starts in the innermost container (or at the top): count it against that container.
  const startValue = (): JsonBoundsProblem | null => {
    values += 1;
    if (values > bounds.maxValues) return 'values';
    const container = stack.at(-1);
    if (container && !container.isObject) {
      container.count += 1;
      if (container.count > bounds.maxItems) return 'items';
    }
    return null;
  };

  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      const start = index;
      index += 1;
      while (index < length) {
        const inner = text.charCodeAt(index);
        if (inner === BACKSLASH) index += 2;
        else if (inner === QUOTE) break;
        else index += 1;
      }
      const written = index - start - 1;
      index += 1;
      const container = stack.at(-1);
      if (container?.isObject && container.expectKey) {
        if (written > bounds.maxKeyLength) return 'string';
        container.expectKey = false;
        container.count += 1;
        if (container.count > bounds.maxKeys) return 'keys';
        let key: string;
        try {
          key = JSON.parse(text.slice(start, index)) as string;
        } catch {
          return null; // not JSON: JSON.parse says so
        }
        if (FORBIDDEN_KEYS.has(key)) return 'forbidden-key';
        container.keys ??= new Set();
        if (container.keys.has(key)) return 'duplicate-key';
        container.keys.add(key);
      } else {
        if (written > bounds.maxStringLength) return 'string';
        const problem = startValue();
        if (problem) return problem;
      }
      continue;
    }
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      const problem = startValue();
      if (problem) return problem;
      if (stack.length >= bounds.maxDepth) return 'depth';
      stack.push({ isObject: code === OPEN_OBJECT, count: 0, keys: undefined, expectKey: code === OPEN_OBJECT });
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      if (stack.pop() === undefined) return null;
    } else if (code === COMMA) {
      const container = stack.at(-1);
      if (container?.isObject) container.expectKey = true;
    } else if (code === COLON) {
      // the value that follows is counted when it starts
    } else if (isNumberChar(code)) {
      const start = index;
      while (index < length && isNumberChar(text.charCodeAt(index))) index += 1;
      if (index - start > bounds.maxNumberLength) return 'number';
      const problem = startValue();
      if (problem) return problem;
      continue;
    } else if (code === 0x74 || code === 0x66 || code === 0x6e) {
      // true, false, null: one value; the letters are skipped below
      const problem = startValue();
      if (problem) return problem;
      while (index < length && text.charCodeAt(index) >= 0x61 && text.charCodeAt(index) <= 0x7a) index += 1;
      continue;
    }
    index += 1;
  }
  return null;
}
