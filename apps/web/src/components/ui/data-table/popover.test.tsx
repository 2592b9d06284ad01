import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDropdown } from '@/hooks/use-dropdown';
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

describe('Popover (the dropdown dismissal of hooks/use-dropdown)', () => {
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

function Menu({ at }: { at: string }) {
  const { isOpen, rootRef, buttonRef, buttonProps, panelProps } = useDropdown({ openFor: at });
  return (
    <div ref={rootRef}>
      <button ref={buttonRef} {...buttonProps}>
        Menu {isOpen ? 'open' : 'closed'}
      </button>
      <ul {...panelProps}>
        <li>Link</li>
      </ul>
    </div>
  );
}

describe('useDropdown({ openFor }) (the admin menu: open for the location it was opened at)', () => {
  it('closes when the key changes, as any navigation changes the location key', async () => {
    const { rerender } = render(<Menu at="location-1" />);
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }));
    expect(screen.getByRole('button', { name: 'Menu open' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Link')).toBeVisible();

    rerender(<Menu at="location-2" />);
    expect(screen.getByRole('button', { name: 'Menu closed' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Link')).not.toBeVisible();
  });
});
