import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TAnswerSchema } from '../answer-checks.ts';

// For the tests of a check written by hand beside a zod schema (answer-checks.ts, docs/decisions/063): valid values drawn
// from the schema's own definition, broken variants of them, and the assertion that the schema and the check give every
// value the same verdict and the same data. The schema stays the one definition (issue 11): a field added to it shows in
// the valid values, so a check that misses it fails. `import { ... } from '@emisja/shared/testing/schema-agreement'`; not
// exported from the package's main entry.

/**
 * Values a zod schema accepts, built from its definition. Knows the kinds the answer schemas use (objects, arrays, strings
 * with or without a pattern, booleans, enums, nullable, optional) and throws on any other, so a schema that grows a new
 * kind fails its test until this learns it, instead of being tested with values that say nothing.
 */
export function arbitraryOf(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string': {
      const checks = (def as z.core.$ZodStringDef).checks ?? [];
      if (checks.length === 0) return fc.string({ maxLength: 20 });
      const [check] = checks;
      const checkDef = check!._zod.def as z.core.$ZodCheckRegexDef;
      if (checks.length > 1 || checkDef.check !== 'string_format' || checkDef.format !== 'regex') {
        throw new Error('arbitraryOf knows strings with one pattern, not other string checks');
      }
      return fc.stringMatching(checkDef.pattern);
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values((def as z.core.$ZodEnumDef).entries));
    case 'nullable':
      return fc.option(arbitraryOf((def as z.core.$ZodNullableDef).innerType), { nil: null });
    case 'optional':
      return fc.option(arbitraryOf((def as z.core.$ZodOptionalDef).innerType), { nil: undefined });
    case 'array':
      return fc.array(arbitraryOf((def as z.core.$ZodArrayDef).element), { maxLength: 3 });
    case 'object': {
      const shape = (def as z.core.$ZodObjectDef).shape;
      const keys = Object.keys(shape);
      // An optional key may be missing from the answer, or present as undefined.
      const requiredKeys = keys.filter((key) => shape[key]!._zod.def.type !== 'optional');
      return fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryOf(shape[key]!)])), { requiredKeys });
    }
    default:
      throw new Error(`arbitraryOf does not know zod's ${def.type} schemas`);
  }
}

type Path = (string | number)[];

/** The paths of every value inside `value` (object keys and array indexes), `value` itself first. */
function pathsIn(value: unknown, path: Path = []): Path[] {
  const paths = [path];
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      paths.push(...pathsIn(item, [...path, Array.isArray(value) ? Number(key) : key]));
    }
  }
  return paths;
}

const REMOVE = Symbol('remove');

/** `value` with the place at `path` replaced or removed, or (an object) given a key its schema does not have. */
function changed(value: unknown, path: Path, replacement: unknown, extraKey: string | null): unknown {
  // The value sits in a holder, so the value itself is a place like any other.
  const holder: Record<string | number, unknown> = { value: structuredClone(value) };
  let parent = holder;
  const keys = ['value', ...path];
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = keys[keys.length - 1]!;
  const target = parent[last];
  if (extraKey !== null && typeof target === 'object' && target !== null && !Array.isArray(target)) {
    (target as Record<string, unknown>)[extraKey] = replacement;
  } else if (replacement === REMOVE) {
    delete parent[last];
  } else {
    parent[last] = replacement;
  }
  return holder.value;
}

/**
 * Broken variants of valid values: one place (the value itself, a key, an array item) replaced by any value, removed, or
 * an object given a key its schema does not have. Some are still valid (a nullable string replaced by null, an unknown key):
 * the schema and the check must agree on those too.
 */
export function brokenVariantsOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .record({
      value: valid,
      place: fc.nat(),
      replacement: fc.oneof(fc.constant(REMOVE), fc.anything({ maxDepth: 2 })),
      extraKey: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { freq: 4 }),
    })
    .map(({ value, place, replacement, extraKey }) => {
      const paths = pathsIn(value);
      return changed(value, paths[place % paths.length]!, replacement, extraKey);
    });
}

/**
 * Asserts that the zod schema and the check give each value the same verdict and, when they accept it, the same data. Returns
 * how many values were accepted and refused, so a test can require both (a generator that only makes valid values proves
 * nothing about refusals).
 */
export function expectSameVerdicts(
  schema: z.ZodType,
  check: TAnswerSchema,
  values: fc.Arbitrary<unknown>,
  { numRuns = 300 }: { numRuns?: number } = {},
): { accepted: number; refused: number } {
  const counts = { accepted: 0, refused: 0 };
  fc.assert(
    fc.property(values, (value) => {
      const expected = schema.safeParse(value);
      const actual = check.safeParse(value);
      expect(actual.success, `the check's verdict on ${fc.stringify(value)}`).toBe(expected.success);
      if (expected.success) {
        expect(actual.data, `the check's data of ${fc.stringify(value)}`).toStrictEqual(expected.data);
        counts.accepted++;
      } else {
        counts.refused++;
      }
    }),
    { numRuns },
  );
  return counts;
}
