import { zodResolver } from '@hookform/resolvers/zod';
import type { Currency, Language, TInvestmentValueLimits } from '@emisja/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { investFormSchema, type TInvestConsent, type TInvestFormData, type TInvestFormInput } from '@/lib/invest-form';

type InvestFormOptions = {
  product: TInvestmentValueLimits & { currency: Currency };
  consents: readonly TInvestConsent[];
  /** The messages' language (the interface language). */
  language: Language;
};

/**
 * The investment form of the public invest page and the investor panel's accept, one implementation: react-hook-form over
 * `investFormSchema` (the platform's one investment-value rule with the server's wording, the data confirmation, every
 * consent shown), re-reading the schema when the language changes.
 */
export function useInvestForm({ product, consents, language }: InvestFormOptions) {
  const schema = useMemo(() => investFormSchema(product, consents, language), [product, consents, language]);
  // The resolver reads the schema of the current language.
  const schemaRef = useRef(schema);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);
  const resolver = useMemo<Resolver<TInvestFormInput, unknown, TInvestFormData>>(
    () => (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
    [],
  );
  return useForm<TInvestFormInput, unknown, TInvestFormData>({
    resolver,
    defaultValues: {
      investmentValue: '',
      isPersonalDataConfirmed: false,
      consents: Object.fromEntries(consents.map((consent) => [consent.key, false])),
    },
  });
}
