import { useTranslation } from 'react-i18next';
import { isColumnHideable } from './column-visibility';
import { Popover } from './popover';
import type { DataTableColumn } from './types';

type ColumnPickerProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  isVisible: (column: DataTableColumn<Row>) => boolean;
  onChange: (columnId: string, visible: boolean) => void;
};

export function ColumnPicker<Row>({ columns, isVisible, onChange }: ColumnPickerProps<Row>) {
  const { t } = useTranslation();
  return (
    <Popover trigger={t('list.columns.button')} align="right" data-testid="data-table-column-picker">
      <fieldset>
        <legend className="px-2 pb-1 text-xs font-semibold text-gray-500 uppercase">{t('list.columns.label')}</legend>
        {columns.filter(isColumnHideable).map((column) => (
          <label key={column.id} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-gray-50">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={isVisible(column)}
              data-testid={`data-table-column-toggle-${column.id}`}
              onChange={(event) => onChange(column.id, event.target.checked)}
            />
            {t(column.header)}
          </label>
        ))}
      </fieldset>
    </Popover>
  );
}
