import fc from 'fast-check';
import type { z } from 'zod';

/** Values a test already knows are real (a member's card id, a list id), offered by field name. */
export type KnownValues = Record<string, readonly unknown[]>;

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def): Record<string, unknown>[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

/**
 * Characters no typed text holds, or that only look like nothing: NUL and the other C0 controls,
 * DEL, C1 controls, lone surrogates (broken UTF-16), and zero-width and line-separator characters.
 */
export const hostileCharacter: fc.Arbitrary<string> = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0x01, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constant('\u007f'),
  fc.integer({ min: 0x80, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u2028', '\u2029'),
);

/** `text` with one to three hostile characters put in at random places: otherwise valid, so they reach as deep as valid text does. */
export function withHostileCharacters(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.array(fc.tuple(fc.nat(), hostileCharacter), { minLength: 1, maxLength: 3 })).map(([value, insertions]) =>
    insertions.reduce((result, [at, character]) => {
      const position = at % (result.length + 1);
      return result.slice(0, position) + character + result.slice(position);
    }, value),
  );
}

/** Mostly what the field accepts; one string in four carries control or invisible characters (issue [12] finding 2). */
const withSomeHostile = (text: fc.Arbitrary<string>) => fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: withHostileCharacters(text) });

function stringArbitrary(def: Def, field: string): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Number(checks.find((check) => check.check === 'min_length')?.minimum ?? 0);
  const max = Number(checks.find((check) => check.check === 'max_length')?.maximum ?? 200);
  const format = (def.format as string | undefined) ?? (checks.find((check) => check.check === 'string_format')?.format as string | undefined);
  const pattern = (def.pattern as RegExp | undefined) ?? (checks.find((check) => check.check === 'string_format')?.pattern as RegExp | undefined);
  let base: fc.Arbitrary<string>;
  // Our Email is a refined string, not z.email(): the field's name says it.
  if (format === 'email' || /email/i.test(field)) base = fc.emailAddress();
  else if (pattern) base = fc.stringMatching(pattern);
  else base = fc.string({ minLength: min, maxLength: Math.min(max, 64) });
  return withSomeHostile(base.filter((text) => text.length >= min && text.length <= max));
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const lower = checks.find((check) => check.check === 'greater_than')?.value as number | undefined;
  const upper = checks.find((check) => check.check === 'less_than')?.value as number | undefined;
  const integer = checks.some((check) => check.check === 'number_format' && String(check.format).includes('int'));
  if (integer) return fc.integer({ min: lower ?? -1_000_000, max: upper ?? 1_000_000 });
  return fc.double({ min: lower ?? -1e6, max: upper ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/**
 * A fast-check arbitrary of values the zod schema is meant to accept (zod 4's definitions read
 * directly: strings with their length and regex, numbers with their bounds, objects, unions,
 * enums, literals, optionals, defaults, pipes). Refinements are not solved, so some values are
 * still refused: the fuzzer wants both. `known` mixes in real values for fields of those names.
 */
export function arbitraryFor(schema: z.ZodType, known: KnownValues = {}, field = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown, name = field) => arbitraryFor(child as z.ZodType, known, name);
  let arbitrary: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'string':
      arbitrary = stringArbitrary(def, field);
      break;
    case 'number':
      arbitrary = numberArbitrary(def);
      break;
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'null':
      arbitrary = fc.constant(null);
      break;
    case 'literal':
      arbitrary = fc.constantFrom(...(def.values as unknown[]));
      break;
    case 'enum':
      arbitrary = fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      break;
    case 'optional':
    case 'default':
    case 'prefault':
      arbitrary = fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
      break;
    case 'nullable':
      arbitrary = fc.option(inner(def.innerType), { nil: null, freq: 4 });
      break;
    case 'catch':
    case 'readonly':
      arbitrary = inner(def.innerType);
      break;
    case 'pipe':
      // The input side: what a client sends before the transform.
      arbitrary = inner(def.in);
      break;
    case 'union':
      arbitrary = fc.oneof(...(def.options as unknown[]).map((option) => inner(option)));
      break;
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      arbitrary = fc.record(Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, inner(child, key)])));
      break;
    }
    case 'record':
      arbitrary = fc.dictionary(withSomeHostile(fc.string({ maxLength: 12 })), inner(def.valueType), { maxKeys: 4 });
      break;
    case 'array':
      arbitrary = fc.array(inner(def.element), { maxLength: 4 });
      break;
    default:
      arbitrary = fc.jsonValue({ maxDepth: 2 });
  }
  const realValues = known[field];
  if (!realValues?.length || def.type === 'object') return arbitrary;
  // A real value (a member's own email, card id or list id) with a control character in it reaches the query that looks it up.
  const realStrings = realValues.filter((value): value is string => typeof value === 'string');
  const hostileReal = realStrings.length ? [withHostileCharacters(fc.constantFrom(...realStrings))] : [];
  return fc.oneof(fc.constantFrom(...realValues), arbitrary, ...hostileReal);
}
