import { createHash } from 'node:crypto';

/**
 * The version of a document link or a consent text as the platform records an acceptance of it: `sha256:` and the first 16
 * hex digits of the SHA-256 of the value, so a changed text (or a new link) is a new version and the same one keeps it
 * (docs/decisions/033 for the onboarding documents, 039 for the invest form's consents).
 */
export function contentVersion(value: string): string {
  return `sha256:${createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 16)}`;
}
