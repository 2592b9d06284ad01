import type { TAdvisor, TAdvisorInput } from '@emisja/shared';

/** The fields of the advisor body (advisorInputSchema): the form renders only definition fields it knows. */
export const ADVISOR_FIELD_NAMES = [
  'firstName',
  'surname',
  'email',
  'phoneNo',
  'externalId',
  'brokerNetworkIds',
  'coordinatedNetworkIds',
  'documentType',
  'documentNo',
  'documentExpiryDate',
  'documentIndefinite',
  'documentCountry',
  'powerOfAttorneyStart',
  'powerOfAttorneyEnd',
] as const satisfies readonly (keyof TAdvisorInput)[];
export type AdvisorFieldName = (typeof ADVISOR_FIELD_NAMES)[number];

export function isAdvisorFieldName(name: string): name is AdvisorFieldName {
  return (ADVISOR_FIELD_NAMES as readonly string[]).includes(name);
}

/** The form's values: the advisor being edited, or an empty advisor. Blank texts stand for null (the schema maps them back). */
export function advisorFormValues(advisor?: TAdvisor): TAdvisorInput {
  return {
    firstName: advisor?.firstName ?? '',
    surname: advisor?.surname ?? '',
    email: advisor?.email ?? '',
    phoneNo: advisor?.phoneNo ?? '',
    externalId: advisor?.externalId ?? '',
    brokerNetworkIds: advisor?.brokerNetworkIds ?? [],
    coordinatedNetworkIds: advisor?.coordinatedNetworkIds ?? [],
    documentType: advisor?.documentType ?? null,
    documentNo: advisor?.documentNo ?? '',
    documentExpiryDate: advisor?.documentExpiryDate ?? '',
    documentIndefinite: advisor?.documentIndefinite ?? false,
    documentCountry: advisor?.documentCountry ?? '',
    powerOfAttorneyStart: advisor?.powerOfAttorneyStart ?? '',
    powerOfAttorneyEnd: advisor?.powerOfAttorneyEnd ?? '',
  };
}
