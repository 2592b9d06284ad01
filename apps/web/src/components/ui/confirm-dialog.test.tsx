import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setIsOpen(true)}>
        Archive
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        title="Archive the advisor?"
        description="They will no longer log in."
        confirmLabel="Yes, archive"
        onConfirm={onConfirm}
        onCancel={() => setIsOpen(false)}
      />
    </I18nextProvider>
  );
}

describe('ConfirmDialog', () => {
  it('is a modal dialog named by its question that starts on Cancel, keeps the focus inside and closes on Escape', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);

    const opener = screen.getByRole('button', { name: 'Archive' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Archive the advisor?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('They will no longer log in.');
    expect(screen.getByRole('button', { name: 'Anuluj' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, archive' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Anuluj' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Yes, archive' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
