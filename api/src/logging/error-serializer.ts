// Errors as the log keeps them. A failed query carries its values: drizzle's DrizzleQueryError
// puts them in `params` and in its message ("Failed query: … params: demo@example.com,…"), and
// PostgreSQL's error repeats them in `detail` ("Key (email)=(…) already exists.") and sometimes in
// its message ('invalid input syntax for type integer: "…"'). The log keeps the statement, the
// SQLSTATE and the names of what failed, never a value, and no email address anywhere.

type ErrorRecord = Record<string, unknown>;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Properties that hold a statement's values, or the request data around it. */
const DATA_KEYS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'hint', 'body', 'query']);
/** What a database error may keep besides its type, message and stack: names, never values. */
const DATABASE_KEYS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType'];
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
const MAX_CAUSES = 5;

function isRecord(value: unknown): value is ErrorRecord {
  return typeof value === 'object' && value !== null;
}

/** A drizzle query error, or a PostgreSQL (pg, PGlite) error: it has the statement, or a SQLSTATE and a severity. */
export function isDatabaseError(error: unknown): boolean {
  if (!isRecord(error)) return false;
  if ('params' in error || 'parameters' in error) return true;
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** The statement without its values: drizzle's "params:" line dropped, quoted literals masked. */
function databaseMessage(message: string): string {
  const statement = message.split(/\nparams:/)[0] ?? '';
  return statement
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/"([^"]*)"/g, (quoted, inside: string) => (/^[A-Za-z_][A-Za-z0-9_$.]*$/.test(inside) ? quoted : '"…"'));
}

function withoutEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** The stack's frames under a new first line (the first line repeats the message). */
function stackUnder(headline: string, stack: unknown): string {
  if (typeof stack !== 'string') return headline;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

function serialize(error: unknown, depth: number): SerializedError {
  if (!isRecord(error)) return { type: typeof error, message: withoutEmails(String(error)), stack: '' };
  const type = error instanceof Error ? error.constructor.name || error.name : 'Object';
  const database = isDatabaseError(error) || isDatabaseError(error.cause);
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const message = withoutEmails(database ? databaseMessage(rawMessage) : rawMessage);
  const record: SerializedError = { type, message, stack: stackUnder(`${type}: ${message}`, error.stack) };
  if (database) {
    for (const key of DATABASE_KEYS) if (typeof error[key] === 'string') record[key] = error[key];
  } else {
    for (const [key, value] of Object.entries(error)) {
      if (key in record || DATA_KEYS.has(key) || key === 'cause') continue;
      record[key] = typeof value === 'string' ? withoutEmails(value) : value;
    }
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) record.cause = serialize(error.cause, depth + 1);
  return record;
}

/** The `err` serializer of the API's logger. */
export function serializeError(error: unknown): SerializedError {
  return serialize(error, 0);
}
