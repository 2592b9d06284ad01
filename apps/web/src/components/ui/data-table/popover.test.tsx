import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover';

function renderPopover() {
  render(
    <div>
      <Popover trigger="Status" data-testid="status-popover">
        <label>
          <input type="checkbox" /> Invited
        </label>
      </Popover>
      <p>Outside</p>
    </div>,
  );
  return { button: screen.getByRole('button', { name: /Status/ }), panel: () => screen.queryByRole('checkbox') };
}

describe('Popover (the dropdown dismissal of hooks/use-dismiss)', () => {
  it('opens from its button and stays open while its own content is used', async () => {
    const { button, panel } = renderPopover();
    expect(panel()).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a press outside it', async () => {
    const { button, panel } = renderPopover();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const { button } = renderPopover();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
