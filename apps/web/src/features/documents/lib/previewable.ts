import { PREVIEWABLE_MIME_TYPES } from '@emisja/shared';

/** PDFs and images open on the preview page; other types are only downloaded. */
export function isPreviewable(mimeType: string): boolean {
  return (PREVIEWABLE_MIME_TYPES as readonly string[]).includes(mimeType.split(';')[0]?.trim().toLowerCase() ?? '');
}
