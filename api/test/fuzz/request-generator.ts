// Requests for every operation of the OpenAPI document, as fast-check arbitraries: plausible
// values taken from each parameter's and body field's JSON Schema (enums, bounds and their
// neighbours), then broken the ways an attacker breaks them: wrong types, boundary numbers, huge
// and hostile strings (NUL, lone surrogates, markup, SQL, paths), unknown keys, deep nesting,
// duplicate keys written into the JSON text, repeated query keys, malformed JSON.
import sharp from 'sharp';
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /conversation/{id}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Texts no field should take quietly. */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeff',
  'e\u0301'.repeat(300),
  '😀'.repeat(200),
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '2026-02-30T25:61:61Z',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'a@b',
  '@'.repeat(300),
  'x'.repeat(257),
  'x'.repeat(4_097),
  'x'.repeat(40_000),
];

export const BOUNDARY_NUMBERS = [-1, 0, 1, -0.5, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

const hostileNumber = fc.constantFrom(...BOUNDARY_NUMBERS);

const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Any value of any type, hostile where it can be. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileText, { maxLength: 3 }),
  fc.array(fc.constant(0), { minLength: 600, maxLength: 600 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.constantFrom(nested(8), nested(40), nested(2_000)),
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return [schema.type].flat();
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A value the schema describes, near its edges: what a form would send, or just past it. */
export function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map(plausible));
  if (schema.allOf && schema.allOf.length > 0) return plausible(schema.allOf[0]!);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const [type] = typesOf(schema);
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time')
        return fc.constantFrom('2031-05-04T18:30:00.000Z', '2020-01-01T00:00:00Z', new Date(0).toISOString());
      if (schema.format === 'email') return fc.constantFrom('someone@example.com', 'a@b.co');
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 60;
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
        fc.constantFrom('demo', 'Dublin, Leinster', '1990-06-15', '2031-05-04', 'IE', 'woman', 'x'.repeat(max + 1)),
      );
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000;
      const edges = [min, max, min - 1, max + 1].filter((value) => Number.isSafeInteger(value) || type === 'number');
      return fc.oneof(
        type === 'integer' ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }) : fc.double({ min, max, noNaN: true }),
        fc.constantFrom(...edges),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const max = Math.min(schema.maxItems ?? 3, 5);
      return fc.array(schema.items ? plausible(schema.items) : hostileValue, { minLength: schema.minItems ?? 0, maxLength: max + 1 });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([key, child]) => [key, plausible(child)])), {
        requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      return hostileValue;
  }
}

/** A path inside a value, to break it there. */
function paths(value: unknown, prefix: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  found.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => paths(item, [...prefix, index], found));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths(item, [...prefix, key], found);
  return found;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  if (value && typeof value === 'object')
    return { ...value, [head!]: replaceAt((value as Record<string, unknown>)[head!], rest, replacement) };
  return value;
}

export interface BodyCase {
  /** What was meant, for the report. */
  kind: string;
  /** The body as sent, byte for byte (bytes for a form carrying a photo). */
  text: string | Buffer;
  contentType: string;
}

/** A request body (from the schema, or a valid example): plausible, broken at one field, with an unknown or repeated key, or not JSON at all. */
export function bodyCase(schema: JsonSchema, examples: fc.Arbitrary<unknown>[] = []): fc.Arbitrary<BodyCase> {
  const json = (kind: string) => (value: unknown) => ({ kind, text: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  // Valid examples (a swipe on a real profile, a message with a fresh key) reach past the checks,
  // so what a route does after them is fuzzed too.
  const base = examples.length ? fc.oneof(plausible(schema), ...examples) : plausible(schema);
  return fc.oneof(
    { weight: 3, arbitrary: base.map(json('plausible')) },
    {
      weight: 5,
      arbitrary: base.chain((value) =>
        fc
          .tuple(fc.constantFrom(...paths(value)), hostileValue)
          .map(([path, hostile]) => json(`hostile at /${path.join('/')}`)(replaceAt(value, path, hostile))),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.constantFrom('role', 'admin', 'credits', 'isVip', 'id', 'brandId', 'unknownField', '__proto__'), hostileValue)
        .map(([value, key, extra]) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? {
                kind: `unknown key ${key}`,
                text: `${JSON.stringify(value).slice(0, -1)}${Object.keys(value).length ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(extra)}}`,
                contentType: 'application/json',
              }
            : json('plausible')(value),
        ),
    },
    {
      weight: 1,
      arbitrary: base.map((value) => {
        const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
        const [first] = entries;
        if (!first) return json('plausible')(value);
        // The same key twice: parsers disagree on which one wins, so it is refused.
        return {
          kind: `duplicate key ${first[0]}`,
          text: `${JSON.stringify(value).slice(0, -1)},${JSON.stringify(first[0])}:"other"}`,
          contentType: 'application/json',
        };
      }),
    },
    { weight: 1, arbitrary: hostileValue.map(json('hostile body')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyCase>(
        { kind: 'truncated JSON', text: '{"a":[1,2', contentType: 'application/json' },
        { kind: 'not JSON', text: "{a:'b'}", contentType: 'application/json' },
        { kind: 'empty JSON body', text: '', contentType: 'application/json' },
        { kind: 'deep nesting', text: '['.repeat(5_000) + ']'.repeat(5_000), contentType: 'application/json' },
        { kind: 'a form', text: 'a=1&a=2', contentType: 'application/x-www-form-urlencoded' },
        { kind: 'plain text', text: 'hello', contentType: 'text/plain' },
        { kind: 'XML', text: '<a><b/></a>', contentType: 'application/xml' },
        {
          kind: 'multipart',
          text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          contentType: 'multipart/form-data; boundary=x',
        },
      ),
    },
  );
}

/** A query string: each parameter absent, plausible or hostile, sometimes repeated, sometimes an unknown key. */
export function queryCase(parameters: Parameter[]): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const one = (parameter: Parameter): fc.Arbitrary<[string, string][]> =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 3, arbitrary: plausible(parameter.schema).map((value) => pairsOf(parameter.name, value)) },
      { weight: 2, arbitrary: hostileText.map((text): [string, string][] => [[parameter.name, text]]) },
      {
        weight: 1,
        arbitrary: fc.tuple(hostileText, hostileText).map(([a, b]): [string, string][] => [
          [parameter.name, a],
          [parameter.name, b],
        ]),
      },
    );
  const unknown = fc.oneof(
    { weight: 4, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('unknown', 'admin', 'limit[]', '__proto__', 'a'.repeat(300)), hostileText)
        .map(([key, value]): [string, string][] => [[key, value]]),
    },
  );
  return fc.tuple(fc.tuple(...query.map(one)), unknown).map(([pairs, extra]) => {
    const all = [...pairs.flat(), ...extra];
    return all.length ? `?${all.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&')}` : '';
  });
}

function pairsOf(name: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.map((item) => [name, String(item)]);
  if (value === undefined) return [];
  return [[name, typeof value === 'object' ? JSON.stringify(value) : String(value)]];
}

/**
 * encodeURIComponent that also writes a lone surrogate (which it refuses) as the three bytes a
 * careless client would send, so such text reaches the API as the attack it is.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    try {
      encoded += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return encoded;
}

/** A path parameter: one of the caller's real ids, someone else's, or something that is no id at all. */
export function pathValue(real: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: real.length ? fc.constantFrom(...real) : fc.constant('1') },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '999999999', '1.5', '1e3', '0x1', '9'.repeat(30), 'me', '%00', '..', '%2e%2e%2f') },
    { weight: 2, arbitrary: hostileText.filter((text) => text.length > 0 && text.length < 2_000).map(percentEncode) },
  );
}

const PHOTO = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#8a6' } })
  .jpeg()
  .toBuffer();

/** A multipart form with the fields and one photo, as a browser sends it. */
export function photoForm(fields: Record<string, string>): BodyCase {
  const boundary = 'fuzz-photo-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const text = Buffer.concat([
    Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    PHOTO,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { kind: 'a form with a photo', text, contentType: `multipart/form-data; boundary=${boundary}` };
}
