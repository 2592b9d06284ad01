import {
  CURRENCIES,
  countryOptions,
  SETTLEMENT_PDF_MAX_BYTES,
  type TSettlementDocument,
  type TVatWhitelistResult,
} from '@emisja/shared';
import {
  SETTLEMENT_DOCUMENT_TYPES,
  SETTLEMENT_FORM_FIELDS,
  SETTLEMENT_PAYMENT_METHODS,
  SETTLEMENT_PAYMENT_STATUSES,
  ZSettlementAccountingSchema,
  ZSettlementDocumentInputSchema,
  type TSettlementDocumentValues,
  type TSettlementFormField,
} from '@emisja/shared/schemas/settlements';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, useFormContext, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FormSection, FormSelectField, FormTextField, SectionedForm } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { FormSubmit } from '@/components/ui/form-submit';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useApiForm } from '@/hooks/use-api-form';
import { ApiError, isRequestCancelled } from '@/lib/api-error';
import { bodySchemaResolver } from '@/lib/body-schema-resolver';
import { errorMessage } from '@/lib/error-messages';
import { applyServerViolations, useFieldErrorText } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { saveFile } from '@/lib/save-file';
import { megabytes, uploadErrorMessage, uploadTooLargeMessage } from '@/lib/upload-errors';
import {
  checkVatWhitelist,
  fetchSettlementPdf,
  saveSettlement,
  saveSettlementAccounting,
  uploadSettlementPdf,
  useSettlementMutation,
} from '../api/settlements';
import { EMPTY_SETTLEMENT_FORM, settlementBody, settlementFormValues, type TSettlementFormValues } from '../lib/settlement-form';

type SettlementFormProps = {
  /** The document to edit; null for a new one. */
  document: TSettlementDocument | null;
  isAdmin: boolean;
  onSaved: (document: TSettlementDocument) => void;
};

const FORM_FIELDS = SETTLEMENT_FORM_FIELDS.filter((field) => field !== 'paymentStatus') as Path<TSettlementFormValues>[];

/**
 * The settlement document form (spec section 3, "Counterparty and document form fields"; issue 15): checked with the
 * request's shared schema before sending; the server's violations go on their fields and are listed above the button as
 * "field label: message" (spec section 5, the document forms' display). A paid document, or one the caller does not own,
 * is shown read only. The PDF is attached once the document is saved; the admin has the accounting fields.
 */
export function SettlementForm({ document, isAdmin, onSaved }: SettlementFormProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const isReadOnly = document !== null && !document.canEdit;
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const save = useSettlementMutation((body: TSettlementFormValues) =>
    saveSettlement(document?.id ?? null, settlementBody(body, isAdmin)),
  );
  const resolver = useMemo(
    () =>
      bodySchemaResolver<TSettlementFormValues, typeof ZSettlementDocumentInputSchema>(ZSettlementDocumentInputSchema, {
        toBody: (values) => settlementBody(values, isAdmin),
        language: () => currentLanguage(i18n),
      }),
    [i18n, isAdmin],
  );
  const form = useForm<TSettlementFormValues, unknown, TSettlementDocumentValues>({
    resolver,
    defaultValues: document ? settlementFormValues(document) : EMPTY_SETTLEMENT_FORM,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const label = useFieldLabel();

  const onSubmit = form.handleSubmit(async () => {
    setServerProblems([]);
    try {
      const saved = await save.mutateAsync(form.getValues());
      onSaved(saved);
    } catch (error) {
      if (isRequestCancelled(error)) return;
      const others = applyServerViolations<TSettlementFormValues>(error, { fields: FORM_FIELDS, setError: form.setError, t });
      const onFields =
        error instanceof ApiError
          ? error.violations
              .filter((violation) => (FORM_FIELDS as string[]).includes(violation.propertyPath))
              .map((violation) => `${label(violation.propertyPath as TSettlementFormField)}: ${violation.title}`)
          : [];
      setServerProblems([...onFields, ...others]);
    }
  });

  const typeOptions = SETTLEMENT_DOCUMENT_TYPES.map((value) => ({ value, label: t(`settlements.types.${value}`) }));
  const methodOptions = SETTLEMENT_PAYMENT_METHODS.map((value) => ({ value, label: t(`settlements.paymentMethods.${value}`) }));
  const countries = countryOptions(language);

  return (
    <div className="space-y-6">
      {document && !document.canEdit && (
        <Alert tone="info" data-testid="settlement-read-only">
          {document.paymentStatus === 'paid' ? t('settlements.paidLocked') : t('settlements.readOnly')}
        </Alert>
      )}
      <SectionedForm form={form} onSubmit={onSubmit} data-testid="settlement-form">
        <fieldset disabled={isReadOnly} className="min-w-0 space-y-6">
          <SettlementSection title={t('settlements.sections.counterparty')}>
            <SettlementSelectField name="counterPartyCountry" options={countries} isRequired />
            <SettlementTextField name="counterPartyTin" isRequired />
            <SettlementTextField name="counterPartyName" isRequired />
            <SettlementTextField name="counterPartyStreet" isRequired />
            <SettlementTextField name="counterPartyStreetNumber" isRequired />
            <SettlementTextField name="counterPartyApartmentNumber" />
            <SettlementTextField name="counterPartyZipCode" isRequired />
            <SettlementTextField name="counterPartyCity" isRequired />
          </SettlementSection>
          <SettlementSection title={t('settlements.sections.document')}>
            <SettlementSelectField name="type" options={typeOptions} isRequired />
            <SettlementTextField name="documentNumber" isRequired />
            {type === 'correction' && <SettlementTextField name="correctedDocumentNumber" isRequired />}
            <SettlementTextField name="issueDate" type="date" isRequired />
            <SettlementTextField name="saleDate" type="date" isRequired />
            <SettlementTextField name="paymentDate" type="date" isRequired />
          </SettlementSection>
          <SettlementSection title={t('settlements.sections.payment')} after={!isReadOnly && <WhitelistCheck />}>
            <SettlementSelectField name="paymentMethod" options={methodOptions} isRequired />
            <SettlementSelectField name="currency" options={CURRENCIES.map((value) => ({ value, label: value }))} isRequired />
            <SettlementTextField name="amount" inputMode="decimal" isRequired />
            <SettlementTextField name="bankAccount" />
            <SettlementSelectField name="bankAccountCountry" options={countries} emptyLabel={t('settlements.choose')} />
          </SettlementSection>
          {isAdmin && document === null && (
            <SettlementSection title={t('settlements.sections.accounting')}>
              <SettlementTextField name="glAccount" />
              <SettlementTextField name="costCenter" />
            </SettlementSection>
          )}
        </fieldset>
        {serverProblems.length > 0 && (
          <Alert data-testid="settlement-server-problems">
            <p>{t('settlements.serverProblems')}</p>
            <ul className="list-disc pl-5">
              {serverProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {!isReadOnly && (
          <Button type="submit" isLoading={form.formState.isSubmitting} data-testid="settlement-submit">
            {t('settlements.save')}
          </Button>
        )}
      </SectionedForm>
      {document ? (
        <SettlementPdf document={document} />
      ) : (
        <p className="text-sm text-gray-600">{t('settlements.pdfAfterSave')}</p>
      )}
      {document && isAdmin && <SettlementAccounting document={document} />}
    </div>
  );
}

/**
 * A field's label (`settlements.fields.<field>`): the field shows it, and a server message on the field is listed under the same
 * words above the button and in the white-list check's answer.
 */
function useFieldLabel() {
  const { t } = useTranslation();
  return (field: TSettlementFormField) => t(`settlements.fields.${field}`);
}

/** A section of the document form: its fields two to a row, then what stands under them. */
function SettlementSection({ title, after, children }: { title: string; after?: ReactNode; children: ReactNode }) {
  return (
    <FormSection title={title}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {after}
    </FormSection>
  );
}

type SettlementFieldName = keyof TSettlementFormValues;

/** A field of the document form, named by its path and labelled by `useFieldLabel`. */
function SettlementTextField({
  name,
  ...props
}: { name: SettlementFieldName } & Omit<ComponentProps<typeof TextField>, 'name' | 'label'>) {
  const label = useFieldLabel();
  return <FormTextField<TSettlementFormValues> {...props} name={name} label={label(name)} />;
}

/** A select of the document form, named and labelled as `SettlementTextField`. */
function SettlementSelectField({
  name,
  ...props
}: { name: SettlementFieldName } & Omit<ComponentProps<typeof SelectField>, 'name' | 'label' | 'value' | 'onChange' | 'onBlur'>) {
  const label = useFieldLabel();
  return <FormSelectField<TSettlementFormValues> {...props} name={name} label={label(name)} />;
}

/**
 * The counterparty's NIP and bank account in the VAT white list (issue 15, docs/decisions/047): what the list says, shown
 * beside the fields; the document can be saved whatever it says.
 */
function WhitelistCheck() {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const { getValues } = useFormContext<TSettlementFormValues>();
  const [answer, setAnswer] = useState<TVatWhitelistResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const check = async () => {
    setIsChecking(true);
    setFailure(null);
    setAnswer(null);
    try {
      setAnswer(await checkVatWhitelist({ nip: getValues('counterPartyTin'), bankAccount: getValues('bankAccount') }));
    } catch (error) {
      const violation = error instanceof ApiError ? error.violations[0] : undefined;
      setFailure(
        violation
          ? `${label(violation.propertyPath === 'nip' ? 'counterPartyTin' : 'bankAccount')}: ${violation.title}`
          : errorMessage(error, t),
      );
    } finally {
      setIsChecking(false);
    }
  };
  return (
    <div className="mt-4 space-y-2" data-testid="settlement-whitelist">
      <Button variant="secondary" isLoading={isChecking} onClick={() => void check()}>
        {isChecking ? t('settlements.whitelist.checking') : t('settlements.whitelist.check')}
      </Button>
      {failure !== null && <Alert>{failure}</Alert>}
      {answer !== null && (
        <Alert tone={answer.name !== null && answer.accountAssigned ? 'success' : 'warning'}>
          {answer.name === null ? (
            t('settlements.whitelist.notListed')
          ) : (
            <>
              <p>{t('settlements.whitelist.taxpayer', { name: answer.name, status: answer.statusVat ?? '—' })}</p>
              <p>
                {answer.accountAssigned
                  ? t('settlements.whitelist.accountAssigned')
                  : t('settlements.whitelist.accountNotAssigned')}
              </p>
            </>
          )}
        </Alert>
      )}
    </div>
  );
}

const PDF_RULES = { maxBytes: SETTLEMENT_PDF_MAX_BYTES, formats: 'PDF' };

function SettlementPdf({ document }: { document: TSettlementDocument }) {
  const { t } = useTranslation();
  const upload = useSettlementMutation((file: File) => uploadSettlementPdf(document.id, file));
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const download = async () => {
    setDownloadError(null);
    try {
      const file = await fetchSettlementPdf(document.id);
      saveFile(file.blob, file.fileName ?? document.pdf?.fileName ?? 'settlement.pdf');
    } catch (error) {
      setDownloadError(error);
    }
  };
  return (
    <FormSection title={t('settlements.sections.pdf')} data-testid="settlement-pdf">
      <div className="space-y-3">
        {document.pdf ? (
          <Button variant="secondary" onClick={() => void download()} data-testid="settlement-pdf-download">
            {t('settlements.pdfDownload', { name: document.pdf.fileName })}
          </Button>
        ) : (
          <p className="text-sm text-gray-600">{t('settlements.pdfNone')}</p>
        )}
        {downloadError !== null && <Alert>{errorMessage(downloadError, t)}</Alert>}
        {document.canEdit && (
          <FilePicker
            label={document.pdf ? t('settlements.pdfReplace') : t('settlements.pdfUpload')}
            accept="application/pdf"
            hint={t('settlements.pdfHint', { size: megabytes(SETTLEMENT_PDF_MAX_BYTES) })}
            isPending={upload.isPending}
            pendingText={upload.variables ? t('settlements.pdfUploading', { name: upload.variables.name }) : undefined}
            error={uploadError}
            onFile={(file) => {
              setUploadError(uploadTooLargeMessage(file, t, PDF_RULES));
              if (file.size > SETTLEMENT_PDF_MAX_BYTES) return;
              upload.mutate(file, {
                onError: (error) => setUploadError(uploadErrorMessage(error, t, file.name, PDF_RULES)),
              });
            }}
            data-testid="settlement-pdf-upload"
          />
        )}
      </div>
    </FormSection>
  );
}

function SettlementAccounting({ document }: { document: TSettlementDocument }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const fieldError = useFieldErrorText();
  const save = useSettlementMutation(
    (body: { glAccount: string | null; costCenter: string | null; paymentStatus: 'unpaid' | 'paid' }) =>
      saveSettlementAccounting(document.id, body),
  );
  const { form, onSubmit, status } = useApiForm({
    schema: ZSettlementAccountingSchema,
    defaultValues: {
      glAccount: document.glAccount ?? '',
      costCenter: document.costCenter ?? '',
      paymentStatus: document.paymentStatus,
    },
    serverFields: ['glAccount', 'costCenter', 'paymentStatus'],
    onValid: async (values) => {
      await save.mutateAsync(values);
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit} data-testid="settlement-accounting">
      <FormSection title={t('settlements.sections.accounting')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={label('glAccount')} error={fieldError(errors.glAccount)} {...form.register('glAccount')} />
          <TextField label={label('costCenter')} error={fieldError(errors.costCenter)} {...form.register('costCenter')} />
          <SelectField
            label={label('paymentStatus')}
            options={SETTLEMENT_PAYMENT_STATUSES.map((value) => ({ value, label: t(`settlements.paymentStatuses.${value}`) }))}
            error={fieldError(errors.paymentStatus)}
            {...form.register('paymentStatus')}
          />
        </div>
        <div className="mt-4">
          <FormSubmit label={t('settlements.saveAccounting')} {...status} />
        </div>
      </FormSection>
    </form>
  );
}
