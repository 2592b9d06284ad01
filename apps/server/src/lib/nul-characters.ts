import type { FastifyRequest } from 'fastify';
import { fieldViolation } from './app-error.ts';
import { requestLanguage } from './language.ts';

// A NUL character (U+0000) anywhere in a request's JSON body, query or path parameters (issue 17 item 10): PostgreSQL
// refuses it in text, so it would surface as a 500 from the database. One preValidation hook of the app refuses it first:
// 400 error.validation with a violation 'validation.invalid' on the first field that carries one. The shared text rules
// and the list-query parser refuse it too, for callers that skip this hook (services, the web's forms).

const MAX_DEPTH = 64;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store the text: no NUL, no unpaired surrogate. */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/** The path (`a.b.0`) of the first string holding NUL or an unpaired surrogate in `value` (keys included), or null. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  // Raw bodies (a webhook's Buffer) are bytes, not text fields.
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (!isStorableText(key)) return itemPath;
    const found = findNulCharacter(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The app's preValidation hook (app.ts). Multipart bodies are not parsed here; their file names go through the upload pipeline. */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = findNulCharacter(part);
    if (path !== null) throw fieldViolation(path, 'validation.invalid', requestLanguage(request));
  }
}
