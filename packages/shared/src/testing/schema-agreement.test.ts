import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arbitraryOf, brokenVariantsOf, expectSameVerdicts } from './schema-agreement.ts';

const ZSampleSchema = z.object({
  name: z.string(),
  colour: z.string().regex(/^#[0-9a-f]{6}$/),
  kind: z.enum(['a', 'b']),
  note: z.string().nullable(),
  isActive: z.boolean().optional(),
  tags: z.array(z.object({ code: z.string() })),
});

describe('arbitraryOf', () => {
  it('gives values the schema accepts', () => {
    fc.assert(fc.property(arbitraryOf(ZSampleSchema), (value) => ZSampleSchema.safeParse(value).success));
  });

  it('leaves optional keys out of some values', () => {
    const values = fc.sample(arbitraryOf(ZSampleSchema), { numRuns: 100, seed: 1 }) as Record<string, unknown>[];
    expect(values.some((value) => !('isActive' in value))).toBe(true);
    expect(values.some((value) => 'isActive' in value)).toBe(true);
  });

  it('throws on a kind of schema it does not know, rather than testing with values that say nothing', () => {
    expect(() => arbitraryOf(z.object({ count: z.number() }))).toThrow(/number/);
    expect(() => arbitraryOf(z.string().min(3))).toThrow(/one pattern/);
  });
});

describe('brokenVariantsOf', () => {
  it('gives both values the schema refuses and values it still accepts', () => {
    const verdicts = fc
      .sample(brokenVariantsOf(arbitraryOf(ZSampleSchema)), { numRuns: 200, seed: 1 })
      .map((value) => ZSampleSchema.safeParse(value).success);
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });
});

/** The message of the assertion that failed inside fast-check's run (fast-check reports it as the cause). */
function failureOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  }
  return 'no failure';
}

describe('expectSameVerdicts', () => {
  it('fails for a check that accepts what the schema refuses', () => {
    const acceptsAll = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };
    expect(failureOf(() => expectSameVerdicts(ZSampleSchema, acceptsAll, brokenVariantsOf(arbitraryOf(ZSampleSchema))))).toMatch(
      /verdict/,
    );
  });

  it('fails for a check whose data keeps keys the schema leaves out', () => {
    const keepsAll = {
      safeParse: (value: unknown) =>
        ZSampleSchema.safeParse(value).success ? { success: true as const, data: value } : ZSampleSchema.safeParse(value),
    };
    const withExtraKey = arbitraryOf(ZSampleSchema).map((value) => ({ ...(value as object), extra: 1 }));
    expect(failureOf(() => expectSameVerdicts(ZSampleSchema, keepsAll, withExtraKey))).toMatch(/data/);
  });
});
