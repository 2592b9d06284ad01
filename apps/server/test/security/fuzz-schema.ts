import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

// Values drawn from the generated OpenAPI document's JSON schemas (issue 17 items 1 and 2): a plausible body for a route (the
// authorization matrix sends it so the check of the ids, not the validation, answers) and malformed variants of it (the
// fuzz test). Seeded with fast-check's generator, so a failure reproduces with the same seed.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/** The JSON body schema of an operation, or null when it takes none (or a multipart upload). */
export function jsonBodySchema(operation: OpenApiOperation): JsonSchema | null {
  return operation.requestBody?.content['application/json']?.schema ?? null;
}

/** The kinds of rows path parameters name (ids, and the link secrets of the public pages). */
export type RowKind =
  | 'advisor'
  | 'advisorDocument'
  | 'settlement'
  | 'campaign'
  | 'product'
  | 'campaignDocument'
  | 'asset'
  | 'network'
  | 'user'
  | 'investor'
  | 'offer'
  | 'attachment'
  | 'investment'
  | 'scheduleRow'
  | 'kycRequest'
  | 'offerToken'
  | 'kycToken'
  | 'krs';

/** An id (or link secret) per kind of row, filled into path parameters. */
export type RowSet = Record<RowKind, string>;

/** Which kind of row a path parameter names. */
export function pathParameterKind(path: string, name: string): RowKind {
  if (name === 'token') return path.startsWith('/public-api/kyc') ? 'kycToken' : 'offerToken';
  if (name === 'krs') return 'krs';
  if (name === 'brokerId' || name === 'ownerId') return 'advisor';
  if (name === 'userId') return 'user';
  if (name === 'documentId') return 'campaignDocument';
  if (name === 'campaignId') return 'campaign';
  if (name === 'productId') return 'product';
  if (name === 'investorId') return 'investor';
  if (name === 'offerId') return 'offer';
  if (name === 'attachmentId') return 'attachment';
  if (name === 'investmentId') return 'investment';
  if (name === 'rowId') return 'scheduleRow';
  if (name !== 'id') throw new Error(`no kind for the path parameter ${name} of ${path}`);
  const byPrefix: [string, RowKind][] = [
    ['/api/advisor/advisor/documents/', 'advisorDocument'],
    ['/api/advisor/advisor/', 'advisor'],
    ['/api/advisor/settlement-documents/', 'settlement'],
    ['/api/advisor/campaign/', 'campaign'],
    ['/investor-api/campaign/', 'campaign'],
    ['/api/advisor/product/', 'product'],
    ['/public-api/asset/', 'asset'],
    ['/api/advisor/asset/', 'asset'],
    ['/api/advisor/network/', 'network'],
    ['/api/advisor/kyc/investor-request/', 'kycRequest'],
  ];
  const match = byPrefix.find(([prefix]) => path.startsWith(prefix));
  if (!match) throw new Error(`no kind for the path parameter id of ${path}`);
  return match[1];
}

const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? schema.type[0];
  return schema.type;
}

/** A string the field's name and format suggest (the schemas carry formats, patterns and lengths, not meanings). */
function sampleString(schema: JsonSchema, name: string): string {
  const lower = name.toLowerCase();
  if (schema.format === 'uuid' || lower.endsWith('id') || lower.endsWith('ids')) return randomUUID();
  if (schema.format === 'date-time') return '2026-12-01T10:00:00.000Z';
  if (schema.format === 'date' || (schema.pattern && DATE_PATTERN.test(schema.pattern)) || lower.endsWith('date')) {
    return '2026-12-01';
  }
  if (schema.format === 'email' || lower.includes('email')) return `matrix-${randomUUID().slice(0, 8)}@example.com`;
  if (lower.includes('password')) return 'Matrix1234!x';
  if (lower.includes('country')) return 'PL';
  if (lower === 'currency') return 'PLN';
  if (lower === 'language') return 'pl';
  if (lower.includes('zipcode')) return '00-950';
  if (lower.includes('value') || lower.includes('amount')) return '1000.00';
  if (lower.includes('color')) return '#123456';
  if (lower.includes('url')) return 'https://example.com/a.png';
  const base = 'Sample text value for the matrix';
  const minLength = schema.minLength ?? 1;
  const text = base.length >= minLength ? base : base.padEnd(minLength, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, minLength)) : text;
}

/** A value that passes the schema's shape in most cases (refinements such as checksums aside). */
export function sampleValue(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((candidate) => firstType(candidate) !== 'null') ?? options[0]!;
    return sampleValue(option, name);
  }
  switch (firstType(schema)) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const key of schema.required ?? []) result[key] = sampleValue(schema.properties?.[key] ?? {}, key);
      return result;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => sampleValue(schema.items ?? {}, name));
    }
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'sample';
  }
}

const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

/** Stands for a deeply nested value until the variant is written out (JSON.stringify itself would overflow its stack). */
const DEEP = '__fuzz_deep_nesting__';
const DEEP_DEPTH = 10_000;
const DEEP_JSON = `${'{"a":['.repeat(DEEP_DEPTH)}1${']}'.repeat(DEEP_DEPTH)}`;

/** A variant as the request body's text: deep nesting put in where the placeholder stands. */
function toPayload(value: unknown): string {
  return JSON.stringify(value).replaceAll(`"${DEEP}"`, DEEP_JSON);
}

/** The hostile values every field gets in turn: wrong types, edge numbers, injections, unicode, bad ids and dates. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  Number.MIN_VALUE,
  [],
  [null],
  [{}],
  {},
  { $gt: '' },
  '',
  ' ',
  'a'.repeat(10_000),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  'SELECT * FROM users WHERE 1=1',
  '"><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u202Egnp.exe\u202C',
  'مرحبا بالعالم',
  'שלום',
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '😀'.repeat(50),
  'e\u0301\u0301\u0301',
  '\u200B\uFEFF',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9'.repeat(400),
  '-99999999999999999999999.999',
  '1,5',
  'null',
  'undefined',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '123e4567-e89b-12d3-a456-426614174000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '2026-12-01T25:61:00Z',
  '../../etc/passwd',
  '%00',
  'a\u0000b',
  '${7*7}{{7*7}}',
  '\\',
  '%s%n%x',
  'x@',
  '@example.com',
];

interface FieldPath {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every field of the sample (nested objects and the first item of arrays), with its schema. */
function fieldPaths(schema: JsonSchema, value: unknown, path: (string | number)[] = [], depth = 0): FieldPath[] {
  if (depth > 6) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((candidate) => firstType(candidate) !== 'null') ?? options[0]!;
    return fieldPaths(option, value, path, depth);
  }
  const result: FieldPath[] = [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const childValue = (value as Record<string, unknown>)[key];
      result.push({ path: [...path, key], schema: child });
      if (childValue !== undefined) result.push(...fieldPaths(child, childValue, [...path, key], depth + 1));
    }
  } else if (Array.isArray(value) && schema.items && value.length > 0) {
    result.push({ path: [...path, 0], schema: schema.items });
    result.push(...fieldPaths(schema.items, value[0], [...path, 0], depth + 1));
  }
  return result;
}

function withField(base: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (target[key] === null || typeof target[key] !== 'object') target[key] = typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1)!;
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

/**
 * At least `count` malformed variants of a body, as request texts: each field missing and set to every hostile value (in a seeded random
 * order when there are more than needed), the whole body of a wrong type, extra and prototype-polluting fields, 1 MB strings
 * and deep nesting (10,000 levels); topped up with random combinations from the seeded generator.
 */
export function malformedBodies(schema: JsonSchema, count: number, seed: number): string[] {
  const base = sampleValue(schema);
  const fields = fieldPaths(schema, base);
  const variants: unknown[] = [
    null,
    [],
    'a string body',
    42,
    {},
    [base],
    { ...(base as object), unexpectedField: 'extra', another: { nested: [1, 2, 3] } },
    JSON.parse('{"__proto__": {"isAdmin": true}}'),
    { constructor: { prototype: { isAdmin: true } } },
    { ...(base as object), [ONE_MEGABYTE.slice(0, 10_000)]: 'long key' },
    DEEP,
  ];
  for (const field of fields.slice(0, 3)) variants.push(withField(base, field.path, ONE_MEGABYTE));
  for (const field of fields) {
    variants.push(withField(base, field.path, undefined, true));
    variants.push(withField(base, field.path, DEEP));
  }
  const perField = fields.flatMap((field) => HOSTILE_VALUES.map((value) => withField(base, field.path, value)));
  // Every single-field variant when they fit (keeping room for 40 random combinations), else a seeded selection of them.
  const room = Math.max(count - variants.length - 40, 0);
  if (perField.length <= room) variants.push(...perField);
  else variants.push(...fc.sample(fc.shuffledSubarray(perField, { minLength: room, maxLength: room }), { seed, numRuns: 1 })[0]!);
  const random = fc.sample(
    fc.record({
      fieldIndexes: fc.array(fc.nat({ max: Math.max(fields.length - 1, 0) }), { minLength: 1, maxLength: 4 }),
      valueIndexes: fc.array(fc.nat({ max: HOSTILE_VALUES.length - 1 }), { minLength: 4, maxLength: 4 }),
      text: fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 })),
      useText: fc.boolean(),
    }),
    { seed, numRuns: Math.max(count - variants.length, 0) },
  );
  for (const draw of random) {
    if (variants.length >= count) break;
    if (fields.length === 0) {
      variants.push({ [draw.text]: HOSTILE_VALUES[draw.valueIndexes[0]!] });
      continue;
    }
    let value = base;
    draw.fieldIndexes.forEach((fieldIndex, position) => {
      const field = fields[fieldIndex]!;
      const hostile = draw.useText && position === 0 ? draw.text : HOSTILE_VALUES[draw.valueIndexes[position]!];
      value = withField(value, field.path, hostile);
    });
    variants.push(value);
  }
  return variants.map(toPayload);
}
