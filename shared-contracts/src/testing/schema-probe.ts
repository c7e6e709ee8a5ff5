// Probes a schema with bad input at each of its fields, with no valid example needed: the fields
// are found by reading the schema (objects, unions, arrays, wrappers, pipes), and each probe sets
// one field and looks at the issues raised there. Tests use it to prove that every text and list
// a client may send is bounded and that every message it draws is a catalogue sentence.
import type { $ZodType } from 'zod/v4/core';

export type Path = (string | number)[];
export type LeafKind = 'text' | 'number' | 'boolean' | 'choice' | 'list' | 'other';

export interface SchemaLeaf {
  path: Path;
  kind: LeafKind;
  /** For a list: a value its items accept, to fill it past its limit. */
  sampleItem?: unknown;
}

/** An issue as zod raises it, or as a validator built on zod reports it. */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  /** A union's branches, each with its own issues. */
  errors?: readonly (readonly IssueLike[])[];
}

/** Parses one input; answers its issues (none when the input is accepted). */
export type ProbeParse = (input: unknown) => readonly IssueLike[];

interface Def {
  type: string;
  [key: string]: unknown;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);
const MAX_DEPTH = 16;

export const TOO_LONG_TEXT = 'a'.repeat(100_000);
export const NUL_TEXT = 'ab\u0000cd';
export const LONE_SURROGATE_TEXT = 'ab\uD800cd';
export const HUGE_NUMBER = 1e15;
export const TOO_MANY_ITEMS = 10_000;

/** Values a client might send by mistake or on purpose, tried at every field. */
export const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  TOO_LONG_TEXT,
  NUL_TEXT,
  LONE_SURROGATE_TEXT,
  42,
  -1,
  1.5,
  HUGE_NUMBER,
  -HUGE_NUMBER,
  true,
  {},
  [],
  'not-one-of-the-choices',
  [TOO_LONG_TEXT],
];

function defOf(schema: unknown): Def {
  return (schema as $ZodType)._zod.def as unknown as Def;
}

/** z.preprocess is a pipe from a transform: the schema after it is what the value must fit. */
function inputSide(def: Def): $ZodType {
  return defOf(def.in).type === 'transform' ? (def.out as $ZodType) : (def.in as $ZodType);
}

function sampleOf(schema: $ZodType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return 'a';
  if (WRAPPERS.has(def.type)) return sampleOf(def.innerType as $ZodType, depth + 1);
  switch (def.type) {
    case 'pipe':
      return sampleOf(inputSide(def), depth + 1);
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'object':
      return {};
    default:
      return 'a';
  }
}

/** Every field of a schema a client fills, by path (an array's items at index 0). */
export function schemaLeaves(schema: $ZodType): SchemaLeaf[] {
  const leaves = new Map<string, SchemaLeaf>();
  const add = (leaf: SchemaLeaf): void => {
    leaves.set(`${leaf.kind} ${JSON.stringify(leaf.path)}`, leaf);
  };
  const visit = (node: $ZodType, path: Path, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    const def = defOf(node);
    if (WRAPPERS.has(def.type)) return visit(def.innerType as $ZodType, path, depth + 1);
    switch (def.type) {
      case 'pipe':
        return visit(inputSide(def), path, depth + 1);
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, $ZodType>)) visit(child, [...path, key], depth + 1);
        return;
      case 'union':
        for (const option of def.options as $ZodType[]) visit(option, path, depth + 1);
        return;
      case 'array':
        add({ path, kind: 'list', sampleItem: sampleOf(def.element as $ZodType) });
        return visit(def.element as $ZodType, [...path, 0], depth + 1);
      case 'string':
        return add({ path, kind: 'text' });
      case 'number':
        return add({ path, kind: 'number' });
      case 'boolean':
        return add({ path, kind: 'boolean' });
      case 'enum':
      case 'literal':
        return add({ path, kind: 'choice' });
      default:
        return add({ path, kind: 'other' });
    }
  };
  visit(schema, [], 0);
  return [...leaves.values()];
}

/** The smallest input that puts `value` at `path`: `{ a: [{ b: value }] }` for ['a', 0, 'b']. */
export function inputAt(path: Path, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, segment) => (typeof segment === 'number' ? [inner] : { [segment]: inner }), value);
}

/** Every issue with its full path, those inside a union's branches included. */
export function flattenIssues(issues: readonly IssueLike[], prefix: readonly PropertyKey[] = []): IssueLike[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    const own: IssueLike = { path, message: issue.message, code: issue.code };
    return [own, ...(issue.errors ?? []).flatMap((branch) => flattenIssues(branch, path))];
  });
}

function refusedAt(issues: readonly IssueLike[], path: Path): boolean {
  return flattenIssues(issues).some((issue) => path.every((segment, index) => String(issue.path[index]) === String(segment)));
}

/**
 * The fields that take what no field should: text with a NUL or a lone surrogate, text or a list
 * without a limit, a number without bounds. Described as 'path: what got through'.
 */
export function unboundedFields(schema: $ZodType, parse: ProbeParse): string[] {
  const problems: string[] = [];
  const expectRefused = (leaf: SchemaLeaf, value: unknown, what: string) => {
    if (!refusedAt(parse(inputAt(leaf.path, value)), leaf.path)) problems.push(`${leaf.path.join('.') || '(root)'}: ${what}`);
  };
  for (const leaf of schemaLeaves(schema)) {
    if (leaf.kind === 'text') {
      expectRefused(leaf, NUL_TEXT, 'a NUL character');
      expectRefused(leaf, LONE_SURROGATE_TEXT, 'a lone surrogate');
      expectRefused(leaf, TOO_LONG_TEXT, `${TOO_LONG_TEXT.length} characters`);
    } else if (leaf.kind === 'number') {
      expectRefused(leaf, HUGE_NUMBER, `the number ${HUGE_NUMBER}`);
    } else if (leaf.kind === 'list') {
      const items = Array.from({ length: TOO_MANY_ITEMS }, () => leaf.sampleItem);
      expectRefused(leaf, items, `${TOO_MANY_ITEMS} items`);
      // Query strings carry lists comma-separated.
      if (typeof leaf.sampleItem === 'string') expectRefused(leaf, items.join(','), `${TOO_MANY_ITEMS} items as one text`);
    }
  }
  return problems;
}

/** Every distinct message that bad values at any field (and an empty input) draw. */
export function messagesForBadInput(schema: $ZodType, parse: ProbeParse): string[] {
  const messages = new Set<string>();
  const collect = (input: unknown) => flattenIssues(parse(input)).forEach((issue) => messages.add(issue.message));
  collect(undefined);
  collect({});
  for (const leaf of schemaLeaves(schema)) {
    for (const value of BAD_VALUES) collect(inputAt(leaf.path, value));
  }
  return [...messages];
}
