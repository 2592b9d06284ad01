import type { Language } from '@emisja/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, FormTextAreaField, FormTextField } from '@/components/ui/bound-fields';
import type { TCampaignFormValues } from '../lib/campaign-form';

/**
 * The campaign's texts, one column per language side by side (a phone stacks them): the landing page's language is
 * required, the other one optional (left empty, it is not sent). Each field says its language, and its text is marked
 * with it for screen readers.
 */
export function CampaignTextsFields({ landingLanguage }: { landingLanguage: Language }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<TCampaignFormValues>();
  const columns = getValues('translations');
  return (
    <FormSection
      title={t('adminCampaigns.form.sections.texts')}
      description={t('adminCampaigns.form.textsHint', { language: t(`adminCampaigns.languages.${landingLanguage}`) })}
      data-testid="campaign-section-texts"
    >
      <div className="grid gap-6 md:grid-cols-2">
        {columns.map((column, index) => {
          const code = column.language.toUpperCase();
          const isRequired = column.language === landingLanguage;
          return (
            <fieldset key={column.language} className="min-w-0 space-y-4" data-testid={`campaign-texts-${column.language}`}>
              <legend className="text-sm font-semibold text-gray-900">
                {t(`adminCampaigns.languages.${column.language}`)} ({code})
              </legend>
              <FormTextField<TCampaignFormValues>
                name={`translations.${index}.name`}
                label={t('adminCampaigns.fields.name', { language: code })}
                isRequired={isRequired}
                lang={column.language}
                autoComplete="off"
              />
              <FormTextAreaField<TCampaignFormValues>
                name={`translations.${index}.shortDescription`}
                label={t('adminCampaigns.fields.shortDescription', { language: code })}
                lang={column.language}
                rows={3}
              />
              <FormTextAreaField<TCampaignFormValues>
                name={`translations.${index}.description`}
                label={t('adminCampaigns.fields.description', { language: code })}
                lang={column.language}
                rows={8}
              />
            </fieldset>
          );
        })}
      </div>
    </FormSection>
  );
}
