import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@emisja/shared';

/**
 * The caller's language: the web sends its current language in Accept-Language; without it the landing page's language;
 * PL as the last fallback (spec section 9).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
    }
  }
  return request.landing?.language ?? DEFAULT_LANGUAGE;
}
