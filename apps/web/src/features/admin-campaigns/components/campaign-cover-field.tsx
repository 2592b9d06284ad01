import { ASSET_UPLOAD_RULES } from '@emisja/shared';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection, useFieldMessage } from '@/components/ui/bound-fields';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { megabytes, uploadErrorMessage, uploadTooLargeMessage, type TUploadRules } from '@/lib/upload-errors';
import { useUploadCampaignAsset } from '../api/upload-campaign-asset';
import type { TCampaignFormValues } from '../lib/campaign-form';

const COVER_RULES: TUploadRules = { maxBytes: ASSET_UPLOAD_RULES['campaign-cover'].maxBytes, formats: 'PNG, JPEG, WEBP' };

/**
 * The campaign's cover image: uploaded at once (`campaign-cover`), previewed, replaced or removed; the campaign refers to
 * it by id when saved. Without one, the landing page's debt or equity placeholder is shown.
 */
export function CampaignCoverField() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<TCampaignFormValues>();
  const coverUrl = useWatch<TCampaignFormValues, 'coverImageUrl'>({ name: 'coverImageUrl' });
  const coverId = useWatch<TCampaignFormValues, 'coverImageId'>({ name: 'coverImageId' });
  const serverMessage = useFieldMessage<TCampaignFormValues>('coverImageId');
  const upload = useUploadCampaignAsset('campaign-cover');
  const [problem, setProblem] = useState<string | null>(null);

  const setCover = (id: string | null, url: string | null) => {
    setValue('coverImageId', id, { shouldDirty: true, shouldValidate: false });
    setValue('coverImageUrl', url, { shouldDirty: true });
  };

  const onFile = (file: File) => {
    setProblem(uploadTooLargeMessage(file, t, COVER_RULES));
    if (file.size > COVER_RULES.maxBytes) return;
    upload.mutate(file, {
      onSuccess: (asset) => setCover(asset.id, asset.url),
      onError: (error) => setProblem(uploadErrorMessage(error, t, file.name, COVER_RULES)),
    });
  };

  return (
    <FormSection title={t('adminCampaigns.form.sections.cover')} data-testid="campaign-section-cover">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {coverId && coverUrl ? (
          <img
            src={coverUrl}
            alt={t('adminCampaigns.cover.alt')}
            data-testid="campaign-cover-preview"
            className="aspect-[3/1] w-full max-w-sm rounded-md bg-gray-100 object-cover ring-1 ring-gray-200"
          />
        ) : (
          <p
            className="flex aspect-[3/1] w-full max-w-sm items-center justify-center rounded-md bg-gray-50 px-4 text-center text-sm text-gray-500 ring-1 ring-gray-200 ring-inset"
            data-testid="campaign-cover-none"
          >
            {coverId ? t('adminCampaigns.cover.kept') : t('adminCampaigns.cover.none')}
          </p>
        )}
        <div className="space-y-3">
          <FilePicker
            label={coverId ? t('adminCampaigns.cover.replace') : t('adminCampaigns.cover.upload')}
            accept={ASSET_UPLOAD_RULES['campaign-cover'].mimeTypes.join(',')}
            hint={t('adminCampaigns.cover.hint', { size: megabytes(COVER_RULES.maxBytes) })}
            isPending={upload.isPending}
            pendingText={t('adminCampaigns.uploading', { name: upload.variables?.name ?? '' })}
            error={problem ?? serverMessage}
            onFile={onFile}
            data-testid="campaign-cover-upload"
          />
          {coverId && (
            <Button
              variant="secondary"
              className="px-3 py-2"
              onClick={() => setCover(null, null)}
              data-testid="campaign-cover-remove"
            >
              {t('adminCampaigns.cover.remove')}
            </Button>
          )}
        </div>
      </div>
    </FormSection>
  );
}
