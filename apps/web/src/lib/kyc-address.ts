import { countryName, isVoivodeship, VOIVODESHIP_LABELS, type Language } from '@emisja/shared';

type Part = string | null | undefined;

/** A KYC address as the questionnaire holds it: a draft's (anything may be missing), or the submitted answers'. */
export type TKycAddressLike =
  | {
      street?: Part;
      houseNo?: Part;
      flatNo?: Part;
      voivodeship?: Part;
      county?: Part;
      commune?: Part;
      city?: Part;
      zipCode?: Part;
      country?: Part;
    }
  | null
  | undefined;

const present = (value: Part): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * An address on one line: 'Marszałkowska 10/5, 00-590 Warszawa, mazowieckie, Polska'; a village without streets: 'Wola 12,
 * ...'. The voivodeship and the country by their names in `language`; commune and county only where they differ from the city.
 */
export function formatKycAddress(address: TKycAddressLike, language: Language): string | null {
  if (!address) return null;
  const house = [address.houseNo, address.flatNo].filter(present).join('/');
  const region = present(address.voivodeship)
    ? isVoivodeship(address.voivodeship)
      ? VOIVODESHIP_LABELS[language][address.voivodeship]
      : address.voivodeship
    : null;
  const parts = [
    [address.street, house].filter(present).join(' '),
    [address.zipCode, address.city].filter(present).join(' '),
    address.commune !== address.city ? address.commune : null,
    address.county !== address.city && address.county !== address.commune ? address.county : null,
    region,
    present(address.country) ? countryName(address.country, language) : null,
  ];
  const text = parts.filter(present).join(', ');
  return text === '' ? null : text;
}
