// The shape a JSON body may have, checked on its bytes before anything is decoded or built: one
// pass, no recursion, stopping at the first byte that breaks a bound or JSON's grammar, so a
// refused body costs a few microseconds and is never decoded, parsed or walked. Every later walk
// (the text checks, zod, the error answer) then meets a small, shallow value, and no request can
// hold the event loop however it is nested: a 100,000-deep array held the API for more than 15
// minutes when the forbidden-character walk copied its path at every level.
//
// The grammar is checked as far as the structure goes (where a key, a colon, a value, a comma or
// a bracket may stand, and the words true, false and null); what is inside a string or a number
// is left to JSON.parse, which runs only on a body that passed here.

export interface JsonBounds {
  /** Containers inside containers: the contracts' requests nest a few levels at most. */
  maxDepth: number;
  /** Keys of one object: the widest form (sign-up, profile edit) has a few dozen. */
  maxKeys: number;
  /** Items of one array: a request's lists (tags, a filter's choices) hold tens. */
  maxItems: number;
  /** Values in the whole body (containers, keys' values, items). */
  maxValues: number;
  /** Bytes of one string as written, escapes included (the longest text, 5,000 characters, fits written all as \u escapes). */
  maxStringLength: number;
  /** Bytes of one key as written. */
  maxKeyLength: number;
  /** Bytes of one number as written. */
  maxNumberLength: number;
}

export const JSON_BODY_BOUNDS: JsonBounds = {
  maxDepth: 16,
  maxKeys: 100,
  maxItems: 500,
  maxValues: 5_000,
  maxStringLength: 32_768,
  maxKeyLength: 128,
  maxNumberLength: 40,
};

export type JsonBoundsProblem = 'syntax' | 'depth' | 'keys' | 'items' | 'values' | 'string' | 'number' | 'duplicate-key' | 'forbidden-key';

/**
 * Keys no request has and that mean something to JavaScript: a parsed `__proto__` is harmless,
 * but one merged into another object later (Object.assign) replaces that object's prototype.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** What may come next. */
const Expect = {
  Value: 0,
  /** After `{`: a key or `}`. */
  KeyOrClose: 1,
  /** After `,` in an object. */
  Key: 2,
  Colon: 3,
  /** After a value inside a container. */
  CommaOrClose: 4,
  /** After the top value: nothing but white space. */
  End: 5,
} as const;
type Expect = (typeof Expect)[keyof typeof Expect];

interface Container {
  isObject: boolean;
  count: number;
  keys: Set<string> | undefined;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const WORDS: ReadonlyMap<number, readonly number[]> = new Map([
  [0x74, [0x74, 0x72, 0x75, 0x65]], // true
  [0x66, [0x66, 0x61, 0x6c, 0x73, 0x65]], // false
  [0x6e, [0x6e, 0x75, 0x6c, 0x6c]], // null
]);

function isWhiteSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

function isNumberByte(byte: number): boolean {
  // 0-9 - + . e E
  return (byte >= 0x30 && byte <= 0x39) || byte === MINUS || byte === 0x2b || byte === 0x2e || byte === 0x65 || byte === 0x45;
}

/**
 * The first bound or rule of JSON's structure the body breaks, or null. Linear in the body's
 * length, and it stops at the first problem.
 */
export function jsonBoundsProblem(body: Uint8Array | string, bounds: JsonBounds = JSON_BODY_BOUNDS): JsonBoundsProblem | null {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const stack: Container[] = [];
  let expect: Expect = Expect.Value;
  let values = 0;
  let index = 0;
  const length = bytes.length;

  /** A value (or key) starts: count it, and say what follows it. */
  const valueStarts = (): JsonBoundsProblem | null => {
    values += 1;
    if (values > bounds.maxValues) return 'values';
    const container = stack.at(-1);
    if (container && !container.isObject) {
      container.count += 1;
      if (container.count > bounds.maxItems) return 'items';
    }
    return null;
  };
  const afterValue = (): Expect => (stack.length === 0 ? Expect.End : Expect.CommaOrClose);

  while (index < length) {
    const byte = bytes[index]!;
    if (isWhiteSpace(byte)) {
      index += 1;
      continue;
    }
    if (expect === Expect.End) return 'syntax';

    if (byte === QUOTE) {
      const isKey = expect === Expect.Key || expect === Expect.KeyOrClose;
      if (!isKey && expect !== Expect.Value) return 'syntax';
      const start = index;
      // A text stops being read as soon as it is too long: the rest of it is never looked at.
      const limit = start + 1 + (isKey ? bounds.maxKeyLength : bounds.maxStringLength);
      index += 1;
      for (;;) {
        if (index >= length) return 'syntax';
        const inner = bytes[index]!;
        if (inner === QUOTE) break;
        index += inner === BACKSLASH ? 2 : 1;
        if (index > limit) return 'string';
      }
      index += 1;
      if (isKey) {
        const container = stack.at(-1)!;
        container.count += 1;
        if (container.count > bounds.maxKeys) return 'keys';
        let key: string;
        try {
          key = JSON.parse(new TextDecoder().decode(bytes.subarray(start, index))) as string;
        } catch {
          return 'syntax';
        }
        if (FORBIDDEN_KEYS.has(key)) return 'forbidden-key';
        container.keys ??= new Set();
        if (container.keys.has(key)) return 'duplicate-key';
        container.keys.add(key);
        expect = Expect.Colon;
      } else {
        const problem = valueStarts();
        if (problem) return problem;
        expect = afterValue();
      }
      continue;
    }

    if (byte === COLON) {
      if (expect !== Expect.Colon) return 'syntax';
      expect = Expect.Value;
    } else if (byte === COMMA) {
      if (expect !== Expect.CommaOrClose) return 'syntax';
      expect = stack.at(-1)!.isObject ? Expect.Key : Expect.Value;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (expect !== Expect.Value) return 'syntax';
      const problem = valueStarts();
      if (problem) return problem;
      if (stack.length >= bounds.maxDepth) return 'depth';
      const isObject = byte === OPEN_OBJECT;
      stack.push({ isObject, count: 0, keys: undefined });
      expect = isObject ? Expect.KeyOrClose : Expect.Value;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      const container = stack.at(-1);
      if (!container || container.isObject !== (byte === CLOSE_OBJECT)) return 'syntax';
      // `{}` and `[]` close right after opening; otherwise only after a value.
      const closesEmpty = container.count === 0 && (expect === Expect.KeyOrClose || expect === Expect.Value);
      if (!closesEmpty && expect !== Expect.CommaOrClose) return 'syntax';
      stack.pop();
      expect = afterValue();
    } else if (byte === MINUS || (byte >= 0x30 && byte <= 0x39)) {
      if (expect !== Expect.Value) return 'syntax';
      const start = index;
      while (index < length && isNumberByte(bytes[index]!)) {
        index += 1;
        if (index - start > bounds.maxNumberLength) return 'number';
      }
      const problem = valueStarts();
      if (problem) return problem;
      expect = afterValue();
      continue;
    } else {
      const word = WORDS.get(byte);
      if (!word || expect !== Expect.Value) return 'syntax';
      for (let offset = 0; offset < word.length; offset += 1) if (bytes[index + offset] !== word[offset]) return 'syntax';
      index += word.length;
      const problem = valueStarts();
      if (problem) return problem;
      expect = afterValue();
      continue;
    }
    index += 1;
  }
  return expect === Expect.End ? null : 'syntax';
}
