import type { z } from 'zod';

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Whether a client sends this schema a string (possibly among other things): a string, or a pipe or union that starts with one. */
function takesString(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  if (def.type === 'pipe') return takesString(def.in);
  if (def.type === 'union') return (def.options as unknown[]).some(takesString);
  return false;
}

export interface StringField {
  /** Where it sits in the body or query, e.g. `metadata{key}`, `error.message`. */
  path: string;
  /** The field's whole schema, transforms included: what the route applies to the string. */
  schema: z.ZodType;
}

/** Every field of `schema` a client fills with a string: object fields, union options, array elements, record keys and values. */
export function stringFields(schema: z.ZodType, path = ''): StringField[] {
  const def = defOf(schema);
  if (def.type === 'pipe' || def.type === 'union') {
    if (takesString(schema) && !(def.type === 'union' && (def.options as unknown[]).some((option) => defOf(option).type === 'object'))) return [{ path, schema }];
  }
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'pipe':
      return stringFields(def.in as z.ZodType, path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return stringFields(def.innerType as z.ZodType, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringFields(option, path));
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => stringFields(child, path ? `${path}.${key}` : key));
    case 'array':
      return stringFields(def.element as z.ZodType, `${path}[]`);
    case 'record':
      return [...stringFields(def.keyType as z.ZodType, `${path}{key}`), ...stringFields(def.valueType as z.ZodType, `${path}{value}`)];
    default:
      return [];
  }
}

/** Strings anywhere in a parsed value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
  return [];
}
