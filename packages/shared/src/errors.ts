import { z } from 'zod';

export * from './errors-core.ts';

// Error body of product-decisions section 6: the one definition of its rules. The server's error answers are declared with
// these schemas; the types, labels and messages are in errors-core.ts (no zod: the web's shell reads them on every page,
// docs/decisions/063). answer-checks.test.ts holds both to these schemas: the types must equal what they infer, and the web's
// hand check of the body must accept and reject what `ZErrorBodySchema` does.

export const ZViolationSchema = z.object({
  propertyPath: z.string(),
  title: z.string(),
  code: z.string(),
});

export const ZErrorBodySchema = z.object({
  label: z.string(),
  message: z.string(),
  violations: z.array(ZViolationSchema),
});
