import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowList, RowListItem } from './row-list';

const LIST = {
  legend: 'Tax residences',
  description: 'Every country you pay taxes in.',
  emptyText: 'No residence yet.',
  addLabel: 'Add a residence',
};

describe('RowList', () => {
  it('names the list and each row by its legend, numbers the rows in order and adds one on request', async () => {
    const onAdd = vi.fn();
    render(
      <RowList {...LIST} isEmpty={false} canAdd onAdd={onAdd} data-testid="residences">
        <RowListItem legend="Residence 1" data-testid="residence">
          <p>First</p>
        </RowListItem>
        <RowListItem legend="Residence 2" data-testid="residence">
          <p>Second</p>
        </RowListItem>
      </RowList>,
    );

    const list = screen.getByRole('group', { name: 'Tax residences' });
    expect(list).toHaveAttribute('data-testid', 'residences');
    expect(list).not.toHaveAttribute('aria-invalid');
    expect(within(list).getByRole('group', { name: 'Residence 2' })).toHaveTextContent('Second');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByTestId('residence')).toHaveLength(2);
    expect(screen.queryByText(LIST.emptyText)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: LIST.addLabel }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('says when there is no row, hides "add" at the maximum and is described by its message while it shows one', () => {
    render(
      <RowList
        {...LIST}
        isEmpty
        canAdd={false}
        onAdd={() => {}}
        errorId="residences-error"
        afterRows={<p id="residences-error">Too many.</p>}
      >
        {[]}
      </RowList>,
    );

    const list = screen.getByRole('group', { name: 'Tax residences' });
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(list).toHaveAccessibleDescription('Too many.');
    expect(screen.getByText(LIST.emptyText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LIST.addLabel })).not.toBeInTheDocument();
  });
});
