import { z } from 'zod';
import { isDocumentExpiryValid, isValidIsoDate } from '../validation/dates.ts';
import { isValidPhone } from '../validation/phone.ts';
import { zEmail, zNonEmptyArray, zOptionalText, zRequiredString } from '../validation/zod.ts';
import { DOCUMENT_EXPIRY_MIN_DAYS } from '../constants.ts';
import { IDENTITY_DOCUMENT_TYPES } from './identity-documents.ts';

// The advisors contract (spec sections 3, 4 and 7; product-decisions section 2): advisors and the advisor form definition
// (networks: networks.ts; the advisors' documents: documents.ts). The server validates request bodies with these schemas and
// the web's forms use the same ones, so a rule exists once.

export const ADVISOR_STATUSES = ['initial', 'active', 'deleted'] as const;
export type TAdvisorStatus = (typeof ADVISOR_STATUSES)[number];
/** Translation keys of the statuses (spec section 4). */
export const ADVISOR_STATUS_LABELS = {
  initial: 'advisorStatusInitial',
  active: 'advisorStatusActive',
  deleted: 'advisorStatusDeleted',
} as const satisfies Record<TAdvisorStatus, string>;
/** Coordinator is not a role: it is per network (product-decisions section 2). */
export const ADVISOR_ROLES = ['advisor', 'admin'] as const;
export type TAdvisorRole = (typeof ADVISOR_ROLES)[number];

export { IDENTITY_DOCUMENT_TYPES, type TIdentityDocumentType } from './identity-documents.ts';

const when = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** An optional ISO date (`yyyy-mm-dd`); blank becomes null. */
const zOptionalIsoDate = () =>
  zOptionalText(10).refine((value) => value === null || isValidIsoDate(value), { error: 'validation.invalidDate', when });

/**
 * The body of `POST /api/advisor/advisor` and `PUT /api/advisor/advisor/{brokerId}` (spec section 3). Status is not part of it:
 * it changes through activate and archive. `coordinatedNetworkIds` (the networks the advisor coordinates, a subset of
 * `brokerNetworkIds`) only an admin may change; the server checks the networks against what the caller may assign.
 * `today` is for tests (the document expiry rule of spec section 5 counts from today).
 */
export function advisorInputSchema(options: { today?: () => Date } = {}) {
  const today = options.today ?? (() => new Date());
  return (
    z
      .object({
        firstName: zRequiredString({ max: 100 }),
        surname: zRequiredString({ max: 100 }),
        email: zEmail().pipe(z.string().max(254, { error: 'validation.maxLength' })),
        brokerNetworkIds: zNonEmptyArray('validation.networkRequired', z.uuid({ error: 'validation.invalid' })).max(50, {
          error: 'validation.maxItems',
        }),
        coordinatedNetworkIds: z
          .array(z.uuid({ error: 'validation.invalid' }))
          .max(50, { error: 'validation.maxItems' })
          .default([]),
        externalId: zOptionalText(100),
        phoneNo: zOptionalText(30).refine((value) => value === null || isValidPhone(value, 'PL'), {
          error: 'validation.phone',
          when,
        }),
        documentType: z.enum(IDENTITY_DOCUMENT_TYPES, { error: 'validation.invalid' }).nullable().default(null),
        documentNo: zOptionalText(50),
        documentExpiryDate: zOptionalIsoDate().refine((value) => value === null || isDocumentExpiryValid(value, today()), {
          error: 'validation.documentExpiryTooSoon',
          params: { days: DOCUMENT_EXPIRY_MIN_DAYS },
          when,
        }),
        documentIndefinite: z.boolean({ error: 'validation.invalid' }).default(false),
        documentCountry: zOptionalText(2)
          .transform((value) => value?.toUpperCase() ?? null)
          .refine((value) => value === null || /^[A-Z]{2}$/.test(value), { error: 'validation.invalid', when }),
        powerOfAttorneyStart: zOptionalIsoDate(),
        powerOfAttorneyEnd: zOptionalIsoDate(),
      })
      .refine(
        (value) =>
          !(value.powerOfAttorneyStart && value.powerOfAttorneyEnd && value.powerOfAttorneyEnd < value.powerOfAttorneyStart),
        fieldRule('powerOfAttorneyEnd', 'validation.dateRangeOrder', ['powerOfAttorneyStart', 'powerOfAttorneyEnd']),
      )
      .refine(
        (value) => value.coordinatedNetworkIds.every((id) => value.brokerNetworkIds.includes(id)),
        fieldRule('coordinatedNetworkIds', 'validation.coordinatedNotMember', ['brokerNetworkIds', 'coordinatedNetworkIds']),
      )
      // Identity document data is optional as a whole; once any of it is given it must be complete: type, number, country and
      // either an expiry date or "valid indefinitely" (spec section 3, Document).
      .refine(
        (value) => !hasDocument(value) || value.documentType !== null,
        fieldRule('documentType', 'validation.required', DOCUMENT_FIELDS),
      )
      .refine(
        (value) => !hasDocument(value) || value.documentNo !== null,
        fieldRule('documentNo', 'validation.required', DOCUMENT_FIELDS),
      )
      .refine(
        (value) => !hasDocument(value) || value.documentCountry !== null,
        fieldRule('documentCountry', 'validation.required', DOCUMENT_FIELDS),
      )
      .refine(
        (value) => !hasDocument(value) || value.documentExpiryDate !== null || value.documentIndefinite,
        fieldRule('documentExpiryDate', 'validation.required', DOCUMENT_FIELDS),
      )
      .refine(
        (value) => !(value.documentIndefinite && value.documentExpiryDate !== null),
        fieldRule('documentExpiryDate', 'validation.invalid', DOCUMENT_FIELDS),
      )
  );
}

function hasDocument(value: { documentType: string | null; documentNo: string | null; documentExpiryDate: string | null }) {
  return value.documentType !== null || value.documentNo !== null || value.documentExpiryDate !== null;
}

/**
 * A cross-field rule reported on `path`. It runs even when other fields have issues (a form shows every problem at once), but
 * only while the fields this rule reads (`reads`) parsed (a failed refinement is `custom`, a wrong type is not) and `path` has
 * no issue of its own (one message per field). A problem in a field the rule does not read never hides it.
 */
function fieldRule(path: string, error: string, reads: readonly string[]) {
  return {
    error,
    path: [path],
    when: (payload: { value: unknown; issues: readonly { code?: string; path?: readonly PropertyKey[] }[] }) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      // An array is an object too, but not the body: the rules would read its missing fields.
      !Array.isArray(payload.value) &&
      !payload.issues.some(
        (issue) => issue.path?.[0] === path || (issue.code !== 'custom' && reads.includes(String(issue.path?.[0]))),
      ),
  };
}
const DOCUMENT_FIELDS = ['documentType', 'documentNo', 'documentExpiryDate', 'documentIndefinite', 'documentCountry'];
export type TAdvisorInput = z.input<ReturnType<typeof advisorInputSchema>>;
export type TAdvisorData = z.output<ReturnType<typeof advisorInputSchema>>;

/** One advisor as `GET /api/advisor/advisor/{id}` returns it. */
export const ZAdvisorSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  brokerNetworkIds: z.array(z.uuid()),
  coordinatedNetworkIds: z.array(z.uuid()),
  status: z.enum(ADVISOR_STATUSES),
  role: z.enum(ADVISOR_ROLES),
  externalId: z.string().nullable(),
  phoneNo: z.string().nullable(),
  documentType: z.enum(IDENTITY_DOCUMENT_TYPES).nullable(),
  documentNo: z.string().nullable(),
  documentExpiryDate: z.string().nullable(),
  documentIndefinite: z.boolean(),
  documentCountry: z.string().nullable(),
  powerOfAttorneyStart: z.string().nullable(),
  powerOfAttorneyEnd: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
});
export type TAdvisor = z.infer<typeof ZAdvisorSchema>;

/** A row of `GET /api/advisor/advisor` (the advisors table, spec section 3). */
export const ZAdvisorListRowSchema = ZAdvisorSchema.pick({
  id: true,
  firstName: true,
  surname: true,
  email: true,
  brokerNetworkIds: true,
  status: true,
  externalId: true,
});
export type TAdvisorListRow = z.infer<typeof ZAdvisorListRowSchema>;

// ---------------------------------------------------------------------------------------------------------------------------
// The advisor form definition (GET /api/advisor/advisor-form): what the web renders, derived from advisorInputSchema.

export const ADVISOR_FORM_FIELD_TYPES = ['text', 'email', 'tel', 'date', 'select', 'multiselect', 'checkbox'] as const;
export type TAdvisorFormFieldType = (typeof ADVISOR_FORM_FIELD_TYPES)[number];
export const ADVISOR_FORM_SECTIONS = ['basic', 'networks', 'document', 'powerOfAttorney'] as const;

export const ZAdvisorFormFieldSchema = z.object({
  /** The property of the advisor body; the web labels it with `advisors.fields.<name>`. */
  name: z.string(),
  type: z.enum(ADVISOR_FORM_FIELD_TYPES),
  section: z.enum(ADVISOR_FORM_SECTIONS),
  required: z.boolean(),
  maxLength: z.number().int().optional(),
  /** Only an admin may change it; shown read-only to others. */
  readOnly: z.boolean(),
  /** Select options: value and label (network names, or a translation key such as `advisors.documentTypes.ID_CARD`). */
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type TAdvisorFormField = z.infer<typeof ZAdvisorFormFieldSchema>;
export const ZAdvisorFormDefinitionSchema = z.object({ fields: z.array(ZAdvisorFormFieldSchema) });
export type TAdvisorFormDefinition = z.infer<typeof ZAdvisorFormDefinitionSchema>;

const ADVISOR_FORM_LAYOUT: ReadonlyArray<{
  name: keyof TAdvisorData;
  type: TAdvisorFormFieldType;
  section: (typeof ADVISOR_FORM_SECTIONS)[number];
}> = [
  { name: 'firstName', type: 'text', section: 'basic' },
  { name: 'surname', type: 'text', section: 'basic' },
  { name: 'email', type: 'email', section: 'basic' },
  { name: 'phoneNo', type: 'tel', section: 'basic' },
  { name: 'externalId', type: 'text', section: 'basic' },
  { name: 'brokerNetworkIds', type: 'multiselect', section: 'networks' },
  { name: 'coordinatedNetworkIds', type: 'multiselect', section: 'networks' },
  { name: 'documentType', type: 'select', section: 'document' },
  { name: 'documentNo', type: 'text', section: 'document' },
  { name: 'documentExpiryDate', type: 'date', section: 'document' },
  { name: 'documentIndefinite', type: 'checkbox', section: 'document' },
  { name: 'documentCountry', type: 'text', section: 'document' },
  { name: 'powerOfAttorneyStart', type: 'date', section: 'powerOfAttorney' },
  { name: 'powerOfAttorneyEnd', type: 'date', section: 'powerOfAttorney' },
];

/**
 * The form definition of the advisor form: fields in order with their types, sections and required flags (a field is required
 * when the shared schema refuses it missing), with the network options the caller may assign.
 */
export function advisorFormDefinition(options: {
  networks: ReadonlyArray<{ id: string; name: string }>;
  canManageCoordinators: boolean;
}): TAdvisorFormDefinition {
  const shape: Record<string, z.ZodType> = advisorInputSchema().shape;
  const networkOptions = options.networks.map((network) => ({ value: network.id, label: network.name }));
  return {
    fields: ADVISOR_FORM_LAYOUT.map(({ name, type, section }) => {
      const field = shape[name];
      const required = field ? !field.safeParse(undefined).success : false;
      const maxLength = INPUT_MAX_LENGTHS[name];
      const fieldOptions =
        name === 'brokerNetworkIds' || name === 'coordinatedNetworkIds'
          ? networkOptions
          : name === 'documentType'
            ? IDENTITY_DOCUMENT_TYPES.map((value) => ({ value, label: `advisors.documentTypes.${value}` }))
            : undefined;
      return {
        name,
        type,
        section,
        required,
        readOnly: name === 'coordinatedNetworkIds' && !options.canManageCoordinators,
        ...(maxLength === undefined ? {} : { maxLength }),
        ...(fieldOptions === undefined ? {} : { options: fieldOptions }),
      };
    }),
  };
}

const INPUT_MAX_LENGTHS: Partial<Record<keyof TAdvisorData, number>> = {
  firstName: 100,
  surname: 100,
  email: 254,
  phoneNo: 30,
  externalId: 100,
  documentNo: 50,
  documentCountry: 2,
};
