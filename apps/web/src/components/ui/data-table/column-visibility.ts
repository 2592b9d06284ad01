import { useCallback, useState } from 'react';
import type { DataTableColumn } from './types';

// Which columns a user shows is a preference of that user on this device, not part of a shared link: it is kept in local
// storage per table, while the URL holds only what spec section 2 lists (filters, sorting, perPage, page, view).

const STORAGE_PREFIX = 'emisja.tableColumns.';

/** The user's choices that differ from the defaults: column id -> shown. */
type Overrides = Record<string, boolean>;

function readOverrides(tableId: string): Overrides {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_PREFIX + tableId) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    // Unreadable or unavailable storage: the defaults.
    return {};
  }
}

function writeOverrides(tableId: string, overrides: Overrides): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + tableId, JSON.stringify(overrides));
  } catch {
    // Not persisted; the choice still applies to this page view.
  }
}

export function isColumnHideable(column: DataTableColumn<never>): boolean {
  return column.canHide !== false;
}

export function useColumnVisibility(tableId: string) {
  const [overrides, setOverrides] = useState<Overrides>(() => readOverrides(tableId));

  const isVisible = useCallback(
    (column: DataTableColumn<never>) => !isColumnHideable(column) || (overrides[column.id] ?? !column.hiddenByDefault),
    [overrides],
  );

  const setVisible = useCallback(
    (columnId: string, visible: boolean) => {
      setOverrides((current) => {
        const next = { ...current, [columnId]: visible };
        writeOverrides(tableId, next);
        return next;
      });
    },
    [tableId],
  );

  return { isVisible, setVisible };
}
