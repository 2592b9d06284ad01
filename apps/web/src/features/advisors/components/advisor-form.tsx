import { zodResolver } from '@hookform/resolvers/zod';
import {
  advisorInputSchema,
  translateValidationMessage,
  type TAdvisor,
  type TAdvisorData,
  type TAdvisorFormDefinition,
  type TAdvisorFormField,
  type TAdvisorInput,
} from '@emisja/shared';
import type { ParseKeys } from 'i18next';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/notify';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { isRequestCancelled } from '@/lib/api-error';
import { applyServerViolations } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useSaveAdvisor } from '../api/save-advisor';
import { advisorFormValues, isAdvisorFieldName, type AdvisorFieldName } from '../lib/form-values';

type AdvisorFormProps = {
  /** `GET /api/advisor/advisor-form`: which fields, in which order and sections, with their options. */
  definition: TAdvisorFormDefinition;
  /** The advisor being edited; none for a new one. */
  advisor?: TAdvisor;
  /** Where "Cancel" leads (the list, with its filters). */
  cancelHref: string;
  /** After a successful save (the toast is shown already); the guard lets this navigation through. */
  onSaved: (advisor: TAdvisor) => void;
};

type KnownField = TAdvisorFormField & { name: AdvisorFieldName };
type AdvisorFormApi = UseFormReturn<TAdvisorInput, unknown, TAdvisorData>;

/** The definition's fields we know how to send, grouped by section in the definition's order. */
function sectionsOf(definition: TAdvisorFormDefinition) {
  const sections = new Map<TAdvisorFormField['section'], KnownField[]>();
  for (const field of definition.fields) {
    if (!isAdvisorFieldName(field.name)) continue;
    const fields = sections.get(field.section) ?? [];
    fields.push({ ...field, name: field.name });
    sections.set(field.section, fields);
  }
  return [...sections.entries()];
}

/**
 * The advisor form of spec sections 2 and 3, rendered from the form definition and validated with the shared schema
 * (advisorInputSchema, the one the server uses). The server's violations land on their fields; the rest are listed above
 * the buttons. Leaving with unsaved changes asks first.
 */
export function AdvisorForm({ definition, advisor, cancelHref, onSaved }: AdvisorFormProps) {
  const { t } = useTranslation();
  const save = useSaveAdvisor(advisor?.id);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const schema = useMemo(() => advisorInputSchema(), []);
  const form = useForm<TAdvisorInput, unknown, TAdvisorData>({
    resolver: zodResolver(schema),
    defaultValues: advisorFormValues(advisor),
  });
  const {
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const sections = useMemo(() => sectionsOf(definition), [definition]);
  const fieldNames = useMemo(() => sections.flatMap(([, fields]) => fields.map((field) => field.name)), [sections]);

  const onSubmit = handleSubmit(async (data) => {
    setFormErrors([]);
    try {
      const saved = await save.mutateAsync(data);
      guard.allowNavigation();
      notify.success({ title: advisor ? t('advisors.form.saved') : t('advisors.form.created') });
      onSaved(saved);
    } catch (error) {
      // The session rules are moving the user elsewhere: nothing to report here.
      if (isRequestCancelled(error)) return;
      const messages = applyServerViolations(error, { fields: fieldNames, setError, t });
      setFormErrors(messages);
      if (messages.length > 0) notify.error({ title: t('advisors.form.saveFailed'), description: messages[0] });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" data-testid="advisor-form" aria-label={t('advisors.form.label')}>
      {sections.map(([section, fields]) => (
        <fieldset
          key={section}
          className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200"
          data-testid={`advisor-form-section-${section}`}
        >
          <legend className="float-left mb-5 w-full text-lg font-semibold text-gray-900">
            {t(`advisors.sections.${section}`)}
          </legend>
          <div className="clear-both grid gap-5 sm:grid-cols-2">
            {fields.map((field) => (
              <AdvisorFormField key={field.name} field={field} form={form} />
            ))}
          </div>
        </fieldset>
      ))}
      {formErrors.length > 0 && (
        <Alert data-testid="form-error">
          {formErrors.length === 1 ? (
            formErrors[0]
          ) : (
            <ul className="list-disc space-y-1 pl-5">
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={isSubmitting} data-testid="advisor-form-submit">
          {t('advisors.form.save')}
        </Button>
        <Link
          to={cancelHref}
          data-testid="advisor-form-cancel"
          className="inline-flex items-center justify-center rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t('advisors.form.cancel')}
        </Link>
      </div>
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}

/** One field of the definition, by its type. */
function AdvisorFormField({ field, form }: { field: KnownField; form: AdvisorFormApi }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { register, control, setValue } = form;
  const isIndefinite = useWatch({ control, name: 'documentIndefinite' }) === true;
  const error = form.formState.errors[field.name] as FieldError | undefined;
  // Limits the schema checks travel as message params; the definition knows this field's.
  const errorText = error?.message
    ? translateValidationMessage(error.message, language, field.maxLength === undefined ? {} : { max: field.maxLength })
    : undefined;
  const label = t(`advisors.fields.${field.name}`);
  // Option labels are either names (networks) or translation keys (advisors.documentTypes.ID_CARD).
  const options = (field.options ?? []).map((option) => ({
    value: option.value,
    label: i18n.exists(option.label) ? t(option.label as ParseKeys) : option.label,
  }));

  switch (field.type) {
    case 'multiselect':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: controlled }) => (
            <CheckboxGroup
              className="sm:col-span-2"
              label={label}
              options={options}
              value={Array.isArray(controlled.value) ? controlled.value : []}
              onChange={controlled.onChange}
              onBlur={controlled.onBlur}
              error={errorText}
              isRequired={field.required}
              isReadOnly={field.readOnly}
              emptyText={t('advisors.form.noNetworks')}
              data-testid={`advisor-field-${field.name}`}
            />
          )}
        />
      );
    case 'select':
      // Controlled: the empty choice is null in the body, and the DOM never overrides the loaded value.
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: controlled }) => (
            <SelectField
              label={label}
              options={options}
              emptyLabel={t('advisors.form.notChosen')}
              error={errorText}
              isRequired={field.required}
              disabled={field.readOnly}
              data-testid={`advisor-field-${field.name}`}
              name={controlled.name}
              ref={controlled.ref}
              value={typeof controlled.value === 'string' ? controlled.value : ''}
              onBlur={controlled.onBlur}
              onChange={(event) => controlled.onChange(event.target.value === '' ? null : event.target.value)}
            />
          )}
        />
      );
    case 'checkbox':
      return (
        <div className="flex items-end pb-2">
          <Checkbox
            label={label}
            disabled={field.readOnly}
            data-testid={`advisor-field-${field.name}`}
            {...register(field.name, {
              onChange: (event: { target: { checked: boolean } }) => {
                // "Valid indefinitely" and an expiry date exclude each other (advisorInputSchema).
                if (field.name === 'documentIndefinite' && event.target.checked) {
                  setValue('documentExpiryDate', '', { shouldDirty: true });
                }
              },
            })}
          />
        </div>
      );
    default:
      return (
        <TextField
          label={label}
          type={field.type}
          maxLength={field.maxLength}
          error={errorText}
          isRequired={field.required}
          readOnly={field.readOnly}
          disabled={field.name === 'documentExpiryDate' && isIndefinite}
          // Someone else's data: the browser must not fill in the user's own.
          autoComplete="off"
          data-testid={`advisor-field-${field.name}`}
          {...register(field.name)}
        />
      );
  }
}
