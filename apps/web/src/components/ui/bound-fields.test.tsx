import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ControlledSelectField } from './bound-fields';

type Values = { address: { country: string } };

/** The form's value of the field, as the rest of the form reads it. */
function CountryValue() {
  return <output data-testid="value">{useWatch<Values, 'address.country'>({ name: 'address.country' })}</output>;
}

function Harness({ onValueChange, error }: { onValueChange: (value: string) => void; error?: string }) {
  const form = useForm<Values>({ defaultValues: { address: { country: 'DE' } } });
  return (
    <FormProvider {...form}>
      <ControlledSelectField<Values>
        name="address.country"
        label="Country"
        options={[
          { value: 'PL', label: 'Poland' },
          { value: 'DE', label: 'Germany' },
        ]}
        error={error}
        onValueChange={onValueChange}
      />
      <CountryValue />
    </FormProvider>
  );
}

describe('ControlledSelectField', () => {
  it('shows the form’s value (not the first option), writes a choice to the form and reports it', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('DE');

    await userEvent.selectOptions(select, 'PL');
    expect(screen.getByTestId('value')).toHaveTextContent('PL');
    expect(onValueChange).toHaveBeenCalledWith('PL');
  });

  it('shows the message it is given', () => {
    render(<Harness onValueChange={vi.fn()} error="Choose a country." />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Choose a country.');
  });
});
