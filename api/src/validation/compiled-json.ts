// Answers written by a serializer compiled (fast-json-stringify, the one Fastify itself uses for
// JSON schemas) from the contract's own zod schema, converted with zod's z.toJSONSchema: the
// contract stays the single truth. It writes the same JSON value as zod's parse followed by
// JSON.stringify (absent optional keys left out, defaults filled in; the keys in the schema's order,
// except that fast-json-stringify writes an object's required keys before its optional ones) in a
// fraction of the time: for the hottest answers, where the check and its garbage
// were a large share of the request's CPU (GET /profiles, a member's send: api/bench/README.md).
// What it keeps of the check: a key the schema does not name is never written, and a required key
// missing throws (a 500, never a partial answer). What it drops: enum and range checks of values
// the services build from typed rows. Each use has a test that its answers equal zod's.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';

export function compiledJson<Schema extends $ZodType>(schema: Schema): (value: output<Schema>) => string {
  return fastJson(z.toJSONSchema(schema, { io: 'output' }) as AnySchema) as (value: output<Schema>) => string;
}

/**
 * A route's `serializerCompiler`: its 200 answer, when the route declares `ok` for it, written by
 * `compiledJson(ok)`; every other answer (errors) by zod's parse and JSON.stringify, as on every route.
 */
// oxlint-disable-next-line no-explicit-any -- fastify types a route's compiler by its whole schema object
export function compiledOkAnswer(ok: $ZodType): FastifySerializerCompiler<any> {
  const write = compiledJson(ok);
  return (route) => (String(route.httpStatus) === '200' && route.schema === ok ? write : serializerCompiler(route));
}
