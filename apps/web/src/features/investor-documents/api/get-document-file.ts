import type { Language, TInvestorDocument } from '@emisja/shared';
import { hasPathPrefix, pathname } from '@/lib/api-transport';
import { fetchFile, type TDownloadedFile } from '@/lib/download-file';

/** A path of this origin under /investor-api, also once `..` segments are resolved. */
function isInvestorApiPath(path: string): boolean {
  return path.startsWith('/investor-api/') && hasPathPrefix(pathname(path), '/investor-api');
}

/**
 * A document at the path the list gives (`downloadPath`, `method`): a POST (the offer PDF, rendered on request) takes the
 * language. Only paths under /investor-api are followed: the session's token never goes anywhere else.
 */
export function getDocumentFile(
  document: Pick<TInvestorDocument, 'downloadPath' | 'method'>,
  language: Language,
): Promise<TDownloadedFile> {
  if (!isInvestorApiPath(document.downloadPath)) {
    return Promise.reject(new Error(`Refused a document path outside /investor-api: ${document.downloadPath}`));
  }
  return document.method === 'POST'
    ? fetchFile(document.downloadPath, { method: 'POST', body: { language } })
    : fetchFile(document.downloadPath);
}
