import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { AdvisorContact } from './advisor-contact';

const advisor = { name: 'Anna Doradca', email: 'anna@emisja.test', phone: '+48 600 100 200' };

function renderContact(props: { advisor: { name: string; email: string; phone: string | null }; message: string }) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AdvisorContact {...props} />
    </I18nextProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('pl');
});

describe('AdvisorContact', () => {
  it('links the e-mail and the phone and quotes the message, in one wording in Polish and in English', async () => {
    const { container, rerender } = renderContact({ advisor, message: 'Dzień dobry,\nzapraszam.' });
    expect(screen.getByTestId('offer-advisor-email')).toHaveAttribute('href', 'mailto:anna@emisja.test');
    expect(screen.getByTestId('offer-advisor-phone')).toHaveAttribute('href', 'tel:+48600100200');
    expect(container).toHaveTextContent('E-mail:anna@emisja.test');
    expect(container).toHaveTextContent('Telefon:+48 600 100 200');
    expect(container).toHaveTextContent('Wiadomość od doradcy');
    expect(screen.getByTestId('offer-advisor-message')).toHaveTextContent('Dzień dobry, zapraszam.');

    await i18n.changeLanguage('en');
    rerender(
      <I18nextProvider i18n={i18n}>
        <AdvisorContact advisor={advisor} message="Hello" />
      </I18nextProvider>,
    );
    expect(container).toHaveTextContent('Phone:+48 600 100 200');
    expect(container).toHaveTextContent('Message from your advisor');
  });

  it('leaves out a missing phone and a blank message', () => {
    const { container } = renderContact({ advisor: { ...advisor, phone: null }, message: '  \n' });
    expect(screen.queryByTestId('offer-advisor-phone')).toBeNull();
    expect(screen.queryByTestId('offer-advisor-message')).toBeNull();
    expect(container).not.toHaveTextContent('Telefon');
    expect(container).not.toHaveTextContent('Wiadomość od doradcy');
  });
});
