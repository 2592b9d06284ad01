// The title of the bank transfer an investor makes for an accepted offer (issue 18): each campaign carries a pattern with
// placeholders (`transferTitlePattern`, e.g. "{offerNumber} {surname}"); the offer page, the acceptance e-mail and the offer
// PDF fill it with `fillTransferTitle`, so the three show the same title. docs/decisions/035-back-office.md.

/** The placeholders a transfer-title pattern may use, each filled from the offer (see TTransferTitleValues). */
export const TRANSFER_TITLE_PLACEHOLDERS = [
  'offerNumber',
  'firstName',
  'surname',
  'investorName',
  'campaignName',
  'productCode',
  'amount',
  'currency',
] as const;
export type TTransferTitlePlaceholder = (typeof TRANSFER_TITLE_PLACEHOLDERS)[number];

/** The pattern of a campaign that has none of its own. */
export const DEFAULT_TRANSFER_TITLE_PATTERN = '{offerNumber} {surname}';

/** Polish domestic transfers (Elixir) carry at most 4 x 35 characters of title. */
export const TRANSFER_TITLE_MAX_LENGTH = 140;

/** What fills the placeholders; a missing value leaves its placeholder empty. */
export type TTransferTitleValues = Partial<Record<TTransferTitlePlaceholder, string | null>>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders of `pattern` that are not TRANSFER_TITLE_PLACEHOLDERS (for the back office's validation). */
export function unknownTransferTitlePlaceholders(pattern: string): string[] {
  const known: readonly string[] = TRANSFER_TITLE_PLACEHOLDERS;
  return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !known.includes(name));
}

/**
 * The offer's reference as a transfer title and the offer page show it: the first 8 characters of its id, upper case
 * ("3FA85F64"). Short enough to type, and with the surname and the amount it tells the issuer's accountant which offer a
 * payment is for.
 */
export function offerNumberOf(offerId: string): string {
  return offerId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/**
 * The transfer title: `pattern` (null: DEFAULT_TRANSFER_TITLE_PATTERN) with its placeholders filled, spaces collapsed, the
 * characters a bank file or the Polish QR transfer format cannot carry ('|', control characters) removed, and at most
 * TRANSFER_TITLE_MAX_LENGTH characters. Unknown placeholders (refused when a campaign is saved) are left out.
 */
export function fillTransferTitle(pattern: string | null | undefined, values: TTransferTitleValues): string {
  const known: readonly string[] = TRANSFER_TITLE_PLACEHOLDERS;
  const filled = (pattern ?? DEFAULT_TRANSFER_TITLE_PATTERN).replace(PLACEHOLDER, (_match, name: string) =>
    known.includes(name) ? (values[name as TTransferTitlePlaceholder] ?? '') : '',
  );
  const cleaned = filled
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[|\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(0, TRANSFER_TITLE_MAX_LENGTH).join('').trim();
}
