import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordTable } from './record-table';

type Entry = { at: string; by: string; note: string | null };

const ENTRIES: Entry[] = [
  { at: '2026-11-01', by: 'Anna Nowak', note: 'Checked the document.' },
  { at: '2026-11-02', by: 'Jan Kowalski', note: null },
];

describe('RecordTable', () => {
  it('shows every record as a row under the column headers, in a scroll box named by the caption', () => {
    render(
      <RecordTable
        caption="Decision history"
        rows={ENTRIES}
        getRowKey={(entry, index) => `${entry.at}-${index}`}
        rowTestId="history-row"
        columns={[
          { id: 'at', header: 'When', className: 'whitespace-nowrap', cell: (entry) => entry.at },
          { id: 'by', header: 'Who', cell: (entry) => entry.by },
          { id: 'note', header: 'Note', cell: (entry) => entry.note ?? '' },
        ]}
      />,
    );

    expect(screen.getByRole('region', { name: 'Decision history' })).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Decision history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Note']);
    const rows = screen.getAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-01', 'Anna Nowak', 'Checked the document.']);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('');
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveClass('px-3', 'py-2', 'whitespace-nowrap');
  });
});
