import { z } from 'zod';

// Documents for advisors (spec section 3, Document; spec section 7, GET /api/advisor/advisor/documents).

/** Uploads accepted for documents: PDF, images and office files, recognised by their content. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;
/** Types the preview page shows in the page; others are downloaded. */
export const PREVIEWABLE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

export const ZAdvisorDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  /** The uploader's name (or e-mail when the uploader has no advisor profile). */
  uploadedBy: z.string(),
  createdAt: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type TAdvisorDocument = z.infer<typeof ZAdvisorDocumentSchema>;
