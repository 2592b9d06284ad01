import { ASSET_UPLOAD_RULES, CAMPAIGN_DOCUMENT_KINDS, LANGUAGES, type TCampaignDocumentKind } from '@emisja/shared';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, FormSelectField, useFieldMessage } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { SelectField } from '@/components/ui/select-field';
import { megabytes, uploadErrorMessage, uploadTooLargeMessage, type TUploadRules } from '@/lib/upload-errors';
import { useUploadCampaignAsset } from '../api/upload-campaign-asset';
import type { TCampaignFormValues } from '../lib/campaign-form';

const DOCUMENT_RULES: TUploadRules = { maxBytes: ASSET_UPLOAD_RULES['campaign-document'].maxBytes, formats: 'PDF' };

/**
 * The campaign's documents (terms, information memorandum; PDF): each upload is listed with its type and language and can
 * be removed from the campaign before saving; investors see them on the offer page in their language or for every one.
 */
export function CampaignDocumentsField() {
  const { t } = useTranslation();
  const { control } = useFormContext<TCampaignFormValues>();
  const documents = useFieldArray({ control, name: 'documents', keyName: 'key' });
  const upload = useUploadCampaignAsset('campaign-document');
  const [nextKind, setNextKind] = useState<TCampaignDocumentKind>('terms');
  const [problem, setProblem] = useState<string | null>(null);
  const kindOptions = CAMPAIGN_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`campaign.documents.kinds.${kind}`) }));

  const onFile = (file: File) => {
    setProblem(uploadTooLargeMessage(file, t, DOCUMENT_RULES));
    if (file.size > DOCUMENT_RULES.maxBytes) return;
    upload.mutate(file, {
      onSuccess: (asset) => documents.append({ assetId: asset.id, kind: nextKind, language: '', fileName: asset.fileName }),
      onError: (error) => setProblem(uploadErrorMessage(error, t, file.name, DOCUMENT_RULES)),
    });
  };

  return (
    <FormSection
      title={t('adminCampaigns.form.sections.documents')}
      description={t('adminCampaigns.documents.description')}
      data-testid="campaign-section-documents"
    >
      <div className="space-y-5">
        {documents.fields.length === 0 ? (
          <p className="text-sm text-gray-500" data-testid="campaign-documents-empty">
            {t('adminCampaigns.documents.empty')}
          </p>
        ) : (
          <ul
            aria-label={t('adminCampaigns.documents.listLabel')}
            className="divide-y divide-gray-100 rounded-md ring-1 ring-gray-200"
          >
            {documents.fields.map((document, index) => (
              <li
                key={document.key}
                className="grid gap-3 p-3 sm:grid-cols-[1fr_12rem_10rem_auto] sm:items-end"
                data-testid="campaign-document-row"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-all text-gray-900" data-testid="campaign-document-file">
                    {document.fileName}
                  </p>
                  <DocumentMessage index={index} />
                </div>
                <FormSelectField<TCampaignFormValues>
                  name={`documents.${index}.kind`}
                  label={t('adminCampaigns.documents.kind')}
                  options={kindOptions}
                />
                <FormSelectField<TCampaignFormValues>
                  name={`documents.${index}.language`}
                  label={t('adminCampaigns.documents.language')}
                  options={[
                    { value: '', label: t('adminCampaigns.documents.allLanguages') },
                    ...LANGUAGES.map((language) => ({ value: language, label: t(`adminCampaigns.languages.${language}`) })),
                  ]}
                />
                <Button
                  variant="secondary"
                  className="px-3 py-2 text-red-700"
                  aria-label={t('adminCampaigns.documents.remove', { name: document.fileName })}
                  onClick={() => documents.remove(index)}
                  data-testid="campaign-document-remove"
                >
                  {t('adminCampaigns.documents.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-3 sm:grid-cols-[14rem_1fr] sm:items-start">
          <SelectField
            label={t('adminCampaigns.documents.nextKind')}
            options={kindOptions}
            value={nextKind}
            onChange={(event) => setNextKind(event.target.value as TCampaignDocumentKind)}
            data-testid="campaign-document-next-kind"
          />
          <FilePicker
            className="sm:pt-7"
            label={t('adminCampaigns.documents.upload')}
            accept={ASSET_UPLOAD_RULES['campaign-document'].mimeTypes.join(',')}
            hint={t('adminCampaigns.documents.hint', { size: megabytes(DOCUMENT_RULES.maxBytes) })}
            isPending={upload.isPending}
            pendingText={t('adminCampaigns.uploading', { name: upload.variables?.name ?? '' })}
            error={problem}
            onFile={onFile}
            data-testid="campaign-document-upload"
          />
        </div>
      </div>
    </FormSection>
  );
}

/** The server's word on one document (an upload it no longer finds, a duplicate). */
function DocumentMessage({ index }: { index: number }) {
  const message = useFieldMessage<TCampaignFormValues>(`documents.${index}.assetId`);
  if (!message) return null;
  return (
    <p role="alert" className="mt-1 text-sm text-red-600" data-testid="campaign-document-error">
      {message}
    </p>
  );
}
