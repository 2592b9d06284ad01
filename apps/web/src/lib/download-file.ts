import { apiRequest } from './api-client';
import { fileNameFromContentDisposition } from './content-disposition';

export type TDownloadedFile = {
  blob: Blob;
  /** From Content-Disposition; null when the server sent none. */
  fileName: string | null;
};

/**
 * A file behind the session's token (so not a plain link): the bytes and the name the server gives in Content-Disposition.
 * `POST` sends `body` as JSON (the offer PDF takes its language).
 */
export async function fetchFile(
  path: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<TDownloadedFile> {
  let fileName: string | null = null;
  const blob = await apiRequest(path, {
    method,
    body,
    responseType: 'blob',
    onResponse: (response) => {
      fileName = fileNameFromContentDisposition(response.headers.get('content-disposition'));
    },
  });
  return { blob, fileName };
}
