import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDownloadedFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { saveFile } from '@/lib/save-file';
import { Alert } from './alert';
import { Button } from './button';

/** "Export CSV" of a list: every row its filters select, as the server writes them. */
export type ListCsvExport = {
  fetchFile: () => Promise<TDownloadedFile>;
  /** The download's name when the server gives none. */
  fileName: string;
  label: string;
  /** The button's text while the file is on its way. */
  busyLabel: string;
  /** The button's test id; its failure's alert is `<id>-error`. */
  'data-testid': string;
};

type ListPageProps = {
  title: string;
  /** The buttons and links beside the title (after "Export CSV"). */
  actions?: ReactNode;
  csvExport?: ListCsvExport;
  children: ReactNode;
};

function ExportButton({ csvExport, onError }: { csvExport: ListCsvExport; onError: (error: unknown) => void }) {
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    onError(null);
    try {
      const file = await csvExport.fetchFile();
      saveFile(file.blob, file.fileName ?? csvExport.fileName);
    } catch (error) {
      onError(error);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button variant="secondary" isLoading={isExporting} onClick={() => void exportCsv()} data-testid={csvExport['data-testid']}>
      {isExporting ? csvExport.busyLabel : csvExport.label}
    </Button>
  );
}

/**
 * A list screen of the panel (product-decisions section 6): its title with the actions beside it, the export's failure under
 * them, then the list.
 */
export function ListPage({ title, actions, csvExport, children }: ListPageProps) {
  const { t } = useTranslation();
  const [exportError, setExportError] = useState<unknown>(null);
  const buttons = csvExport ? (
    <>
      <ExportButton csvExport={csvExport} onError={setExportError} />
      {actions}
    </>
  ) : (
    actions
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {buttons && <div className="flex flex-wrap gap-3">{buttons}</div>}
      </div>
      {csvExport && exportError !== null && (
        <Alert data-testid={`${csvExport['data-testid']}-error`}>{errorMessage(exportError, t)}</Alert>
      )}
      {children}
    </div>
  );
}
