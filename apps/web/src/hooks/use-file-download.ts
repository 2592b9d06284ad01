import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import type { TDownloadedFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { saveFile } from '@/lib/save-file';

type FileDownloadOptions<TArg> = {
  /** The name when the server sends none (no Content-Disposition). */
  fallbackName: (arg: TArg) => string;
  /** The failure toast's title; its text is the server's message. */
  failureTitle: string;
};

/**
 * A download behind the session (a document, a schedule, an offer's PDF, a data export): fetches the file, saves it under
 * the server's file name (else `fallbackName`), and says a failure in a toast. `mutate(arg)` starts it; `isPending` and
 * `variables` tell which one runs (for the button's spinner).
 */
export function useFileDownload<TArg = void>(
  fetchFile: (arg: TArg) => Promise<TDownloadedFile>,
  { fallbackName, failureTitle }: FileDownloadOptions<TArg>,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (arg: TArg) => {
      const file = await fetchFile(arg);
      saveFile(file.blob, file.fileName ?? fallbackName(arg));
    },
    onError: (error) => notify.error({ title: failureTitle, description: errorMessage(error, t) }),
  });
}
