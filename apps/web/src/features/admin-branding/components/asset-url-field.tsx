import { ASSET_UPLOAD_RULES, type TBrandingAssetKind } from '@emisja/shared';
import { useState } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/bound-fields';
import { FilePicker } from '@/components/ui/file-picker';
import { cn } from '@/lib/cn';
import { megabytes, uploadErrorMessage, uploadTooLargeMessage, type TUploadRules } from '@/lib/upload-errors';
import { useUploadBrandingAsset } from '../api/upload-branding-asset';

const BRANDING_RULES: TUploadRules = { maxBytes: ASSET_UPLOAD_RULES.logo.maxBytes, formats: 'PNG, JPEG, WEBP, SVG' };

type AssetUrlFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  /** What the upload is stored as: a logo, a favicon or a background (placeholders and panel images are backgrounds). */
  kind: TBrandingAssetKind;
  /** The image's preview on a dark background (a logo for the dark menu bar). */
  isOnDark?: boolean;
  className?: string;
};

/**
 * An image of the branding: its address (an upload's `/public-api/asset/{id}`, a path on this server or an http(s) link),
 * a preview, and an upload that fills the address in (PNG, JPEG, WEBP or SVG up to 2 MB; the server's 413 and 415 are shown
 * here, naming the file and what is allowed).
 */
export function AssetUrlField<T extends FieldValues>({ name, label, kind, isOnDark = false, className }: AssetUrlFieldProps<T>) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<T>();
  const url = useWatch<T>({ name }) as string;
  const upload = useUploadBrandingAsset(kind);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File) => {
    setProblem(uploadTooLargeMessage(file, t, BRANDING_RULES));
    if (file.size > BRANDING_RULES.maxBytes) return;
    upload.mutate(file, {
      onSuccess: (asset) => setValue(name, asset.url as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true }),
      onError: (error) => setProblem(uploadErrorMessage(error, t, file.name, BRANDING_RULES)),
    });
  };

  return (
    <div className={cn('grid gap-3 sm:grid-cols-[6rem_1fr] sm:items-start', className)} data-testid={`asset-field-${name}`}>
      <div
        className={cn(
          'flex h-16 w-24 items-center justify-center overflow-hidden rounded-md ring-1 ring-gray-200',
          isOnDark ? 'bg-primary' : 'bg-gray-50',
        )}
      >
        {url ? (
          <img src={url} alt="" className="max-h-full max-w-full object-contain" data-testid="asset-preview" />
        ) : (
          <span className="px-1 text-center text-xs text-gray-500">{t('adminBranding.assets.none')}</span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <FormTextField<T>
          name={name}
          label={label}
          autoComplete="off"
          spellCheck={false}
          hint={t('adminBranding.assets.urlHint')}
        />
        <FilePicker
          label={t('adminBranding.assets.upload', { field: label })}
          accept={ASSET_UPLOAD_RULES[kind].mimeTypes.join(',')}
          hint={t('adminBranding.assets.hint', { size: megabytes(BRANDING_RULES.maxBytes) })}
          isPending={upload.isPending}
          pendingText={t('adminBranding.assets.uploading', { name: upload.variables?.name ?? '' })}
          error={problem}
          onFile={onFile}
        />
      </div>
    </div>
  );
}
