import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ControlledSelectField, FormTextField, SectionedForm } from './bound-fields';

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

describe('SectionedForm', () => {
  function NameForm({ onSave }: { onSave: (values: { name: string }) => void }) {
    const form = useForm<{ name: string }>({ defaultValues: { name: 'Seria A' } });
    return (
      <SectionedForm form={form} onSubmit={form.handleSubmit(onSave)} label="Campaign" data-testid="campaign-form">
        <FormTextField<{ name: string }> name="name" label="Name" required />
        <button type="submit">Save</button>
      </SectionedForm>
    );
  }

  it('is a named form whose fields bind through it, checked by the schema rather than the browser', async () => {
    const onSave = vi.fn();
    render(<NameForm onSave={onSave} />);
    const form = screen.getByRole('form', { name: 'Campaign' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('data-testid', 'campaign-form');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Seria B');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Seria B' }, expect.anything());
  });
});
