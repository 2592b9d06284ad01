import {
  KYC_SECTION_FIELDS,
  KYC_SECTIONS,
  kycSectionOfPath,
  kycSectionSchema,
  type TKycDraftInput,
  type TKycSection,
} from '@emisja/shared';
import type { z } from 'zod';

// The seven sections of the questionnaire (product-decisions section 9) as the form moves through them: each is checked with
// the shared section rules (kycSectionSchema, the same the server's submit applies) before the investor moves on.

export type TKycSectionSchemas = Record<TKycSection, z.ZodType>;

export function createKycSectionSchemas(options: { enableLegalPerson: boolean }): TKycSectionSchemas {
  return Object.fromEntries(KYC_SECTIONS.map((section) => [section, kycSectionSchema(section, options)])) as TKycSectionSchemas;
}

/** The section's top-level fields ('residentialAddress', 'mailingAddress'): what a section check validates and reports on. */
export function kycSectionFields(section: TKycSection): readonly string[] {
  return KYC_SECTION_FIELDS[section];
}

export function isKycSectionComplete(schemas: TKycSectionSchemas, section: TKycSection, draft: TKycDraftInput): boolean {
  return schemas[section].safeParse(draft).success;
}

/** Where a resumed questionnaire opens: the first section that does not pass its rules yet, else the last one (submit). */
export function firstIncompleteKycSection(schemas: TKycSectionSchemas, draft: TKycDraftInput): TKycSection {
  return KYC_SECTIONS.find((section) => !isKycSectionComplete(schemas, section, draft)) ?? 7;
}

/** The sections holding the given field names (all of them when none are given): what the form's resolver checks. */
export function kycSectionsOfFields(names: readonly string[] | undefined): TKycSection[] {
  if (!names || names.length === 0) return [...KYC_SECTIONS];
  const sections = new Set(names.map((name) => kycSectionOfPath(name)).filter((section) => section !== null));
  return KYC_SECTIONS.filter((section) => sections.has(section));
}

export function previousKycSection(section: TKycSection): TKycSection | null {
  return section > 1 ? ((section - 1) as TKycSection) : null;
}

export function nextKycSection(section: TKycSection): TKycSection | null {
  return section < 7 ? ((section + 1) as TKycSection) : null;
}
