import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TYesNo } from '../lib/kyc-form-values';

/** The two answers of a yes/no question (FATCA, PEP), yes first. */
export function useYesNoOptions(): { value: Exclude<TYesNo, ''>; label: string }[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { value: 'yes', label: t('kycForm.yesNo.yes') },
      { value: 'no', label: t('kycForm.yesNo.no') },
    ],
    [t],
  );
}
