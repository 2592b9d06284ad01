import { fetchFile, type TDownloadedFile } from '@/lib/download-file';
import { campaignPath } from './get-admin-campaign';

/** `GET /api/advisor/campaign/{id}/document/{documentId}`: a campaign document with the session's token (not a plain link). */
export function getCampaignDocumentFile(campaignId: string, documentId: string): Promise<TDownloadedFile> {
  return fetchFile(campaignPath(campaignId, `/document/${encodeURIComponent(documentId)}`));
}
