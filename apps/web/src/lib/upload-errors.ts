import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { errorMessage } from './error-messages';

/** What an upload accepts, for its messages: `maxBytes` and the formats' names ("PNG, JPEG, WEBP, SVG"). */
export type TUploadRules = { maxBytes: number; formats: string };

const MEBIBYTE = 1024 * 1024;

/** Whole mebibytes as the limit reads: 2 097 152 bytes -> "2". */
export function megabytes(bytes: number): string {
  return String(Math.round(bytes / MEBIBYTE));
}

/**
 * The message of a failed upload, naming the file and what is allowed: the server's 413 (too large) and 415 (a type its
 * bytes are not, whatever the name says) say the limit and the formats; anything else is the message of spec section 8.
 */
export function uploadErrorMessage(error: unknown, t: TFunction, fileName: string, rules: TUploadRules): string {
  if (error instanceof ApiError && error.status === 413) {
    return t('common.upload.tooLarge', { name: fileName, size: megabytes(rules.maxBytes) });
  }
  if (error instanceof ApiError && error.status === 415) {
    return t('common.upload.unsupportedType', { name: fileName, formats: rules.formats });
  }
  return t('common.upload.failed', { name: fileName, reason: errorMessage(error, t) });
}

/** The check before sending: a file over the limit is refused with the 413's message, without a request. */
export function uploadTooLargeMessage(file: File, t: TFunction, rules: TUploadRules): string | null {
  return file.size > rules.maxBytes ? t('common.upload.tooLarge', { name: file.name, size: megabytes(rules.maxBytes) }) : null;
}
