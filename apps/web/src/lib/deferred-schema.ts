import type { TAnswerData, TAnswerSchema } from '@emisja/shared/answer-checks';

// An answer's schema that its screen loads with the request instead of with the screen (issue 16, docs/decisions/069).
// A zod schema in a screen's static imports puts zod (~27 kB brotli with the shared schema modules) in that screen's first
// load; loaded by `import()` when the call starts, the schema's module downloads while the request is on its way, and the
// answer is still checked against the API contract before any screen sees it. The transport (lib/api-transport.ts) takes a
// schema or a deferred one wherever it takes a schema.

/** A schema that is loaded on first use; the load starts when a call that needs it starts. */
export type TDeferredSchema<TSchema extends TAnswerSchema = TAnswerSchema> = {
  readonly loadSchema: () => Promise<TSchema>;
};

/** What the transport's `schema` option takes: a schema (zod, or a hand check with its `safeParse`) or a deferred one. */
export type TSchemaSource = TAnswerSchema | TDeferredSchema;

/** The data an answer has once its schema (deferred or not) passed it. */
export type TSourceData<TSource extends TSchemaSource> =
  TSource extends TDeferredSchema<infer TSchema>
    ? TAnswerData<TSchema>
    : TSource extends TAnswerSchema
      ? TAnswerData<TSource>
      : never;

/**
 * A schema loaded once, by the first call that needs it; a failed load (a lost connection) is tried again by the next call.
 *
 * @example
 * const networksAnswer = deferredSchema(async () => (await import('@emisja/shared/schemas/networks')).ZNetworkSchema.array());
 * await apiRequest('/api/advisor/network', { schema: networksAnswer });
 */
export function deferredSchema<TSchema extends TAnswerSchema>(load: () => Promise<TSchema>): TDeferredSchema<TSchema> {
  let loading: Promise<TSchema> | null = null;
  return {
    loadSchema: () => {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}

export function isDeferredSchema(source: TSchemaSource): source is TDeferredSchema {
  return typeof (source as Partial<TDeferredSchema>).loadSchema === 'function';
}
