// A request schema made strict all the way down: an object refuses keys it does not name, so a
// misspelt filter or an extra field answers 400 instead of being silently ignored. The contracts'
// schemas stay as they are (a form's values may hold more than its schema checks); only the API
// reads requests strictly. A `z.looseObject` (an explicit catchall) is left tolerant on purpose,
// e.g. for links in emails that mail services decorate with their own query keys.
import { z } from 'zod';
import { util, type $ZodType } from 'zod/v4/core';

interface Def {
  type: string;
  [key: string]: unknown;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);
const strictVersions = new WeakMap<$ZodType, $ZodType>();

export function strictRequestSchema<Schema extends $ZodType>(schema: Schema): Schema {
  let strict = strictVersions.get(schema);
  if (!strict) {
    strict = strictNode(schema);
    strictVersions.set(schema, strict);
  }
  return strict as Schema;
}

function strictNode(node: $ZodType): $ZodType {
  const def = node._zod.def as unknown as Def;
  const rebuild = (changes: Record<string, unknown>) => util.clone(node, { ...node._zod.def, ...changes } as typeof node._zod.def);
  if (WRAPPERS.has(def.type)) return rebuild({ innerType: strictNode(def.innerType as $ZodType) });
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, $ZodType>).map(([key, child]) => [key, strictNode(child)]),
      );
      return rebuild({ shape, catchall: def.catchall ?? z.never() });
    }
    case 'pipe':
      return rebuild({ in: strictNode(def.in as $ZodType), out: strictNode(def.out as $ZodType) });
    case 'union':
      return rebuild({ options: (def.options as $ZodType[]).map(strictNode) });
    case 'array':
      return rebuild({ element: strictNode(def.element as $ZodType) });
    default:
      return node;
  }
}
