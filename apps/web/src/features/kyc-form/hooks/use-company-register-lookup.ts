import { isValidKrs, type TKycCompanyRegister } from '@emisja/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { getCompanyRegisterQueryOptions } from '../api/get-company-register';
import { kycGoneReason, registerFailure, type TKycGoneReason } from '../lib/kyc-api-errors';
import type { TKycFormValues } from '../lib/kyc-form-values';

export type TCompanyRegisterLookup =
  | { status: 'idle' }
  | { status: 'loading'; krs: string }
  | { status: 'loaded'; krs: string; companyName: string }
  | { status: 'notFound'; krs: string }
  | { status: 'unavailable' }
  | { status: 'failed'; error: unknown };

const KRS_FIELD = 'company.krsRegisterNumber';

/** The register's company in the form: every company field, the board as representatives (who signs is the investor's answer). */
function fillCompany(form: UseFormReturn<TKycFormValues>, company: TKycCompanyRegister): void {
  const options = { shouldDirty: true } as const;
  const address = company.registeredAddress;
  form.setValue('company.companyName', company.companyName, options);
  form.setValue('company.legalForm', company.legalForm ?? '', options);
  form.setValue('company.krsRegisterNumber', company.krsRegisterNumber, options);
  form.setValue('company.regonStatisticalNumber', company.regonStatisticalNumber ?? '', options);
  form.setValue('company.nip', company.nip ?? '', options);
  form.setValue('company.coreBusiness', company.coreBusiness ?? '', options);
  form.setValue('company.representation', company.representation ?? '', options);
  form.setValue(
    'company.registeredAddress',
    {
      street: address.street ?? '',
      houseNo: address.houseNo ?? '',
      flatNo: address.flatNo ?? '',
      voivodeship: address.voivodeship ?? '',
      county: address.county ?? '',
      commune: address.commune ?? '',
      city: address.city ?? '',
      zipCode: address.zipCode ?? '',
      country: address.country ?? '',
    },
    options,
  );
  form.setValue(
    'company.representatives',
    company.representatives.map((person) => ({
      firstName: person.firstName,
      surname: person.surname,
      identificationNo: '',
      signer: false,
      verified: false,
      role: person.function ?? '',
    })),
    options,
  );
}

/**
 * Loads the company from the KRS register through the server (product-decisions section 9) and fills the company fields,
 * which stay editable. A number typed in full loads by itself (once per number); the button loads any time, and says so
 * when the number is missing (spec section 5) or malformed. A register that does not answer leaves the fields to be filled
 * by hand; only the answer to the latest number counts.
 */
export function useCompanyRegisterLookup(token: string, onGone: (reason: TKycGoneReason) => void) {
  const queryClient = useQueryClient();
  const form = useFormContext<TKycFormValues>();
  const [state, setState] = useState<TCompanyRegisterLookup>({ status: 'idle' });
  const latestRequest = useRef(0);
  const lastLoadedKrs = useRef<string | null>(null);

  const load = async (input: string) => {
    const krs = input.trim();
    if (krs === '') {
      form.setError(KRS_FIELD, { type: 'register', message: 'validation.companyRegisterNumberMissing' }, { shouldFocus: true });
      return;
    }
    if (!isValidKrs(krs)) {
      form.setError(KRS_FIELD, { type: 'register', message: 'validation.krs' }, { shouldFocus: true });
      return;
    }
    form.clearErrors(KRS_FIELD);
    const request = ++latestRequest.current;
    lastLoadedKrs.current = krs;
    setState({ status: 'loading', krs });
    try {
      const company = await queryClient.fetchQuery(getCompanyRegisterQueryOptions(token, krs));
      if (request !== latestRequest.current) return;
      fillCompany(form, company);
      // Messages the section showed on the company's fields follow the register's data.
      if (form.getFieldState('company').invalid) void form.trigger('company');
      setState({ status: 'loaded', krs, companyName: company.companyName });
    } catch (error) {
      if (request !== latestRequest.current) return;
      const gone = kycGoneReason(error);
      if (gone) {
        onGone(gone);
        return;
      }
      const failure = registerFailure(error);
      setState(
        failure === 'other'
          ? { status: 'failed', error }
          : failure === 'notFound'
            ? { status: 'notFound', krs }
            : { status: 'unavailable' },
      );
    }
  };

  /** The KRS field's change: a complete new number loads the company. */
  const onKrsTyped = (value: string) => {
    const krs = value.trim();
    if (/^\d{10}$/.test(krs) && krs !== lastLoadedKrs.current && isValidKrs(krs)) void load(krs);
  };

  return { state, load, onKrsTyped };
}
