import { validKycCompany, validKycPerson } from '@emisja/shared/testing/kyc-fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { KycAnswerSections, type TKycAnswersLike } from './kyc-answer-sections';

function renderAnswers(answers: TKycAnswersLike, props: Partial<Parameters<typeof KycAnswerSections>[0]> = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <KycAnswerSections answers={answers} testIdPrefix="answers" headingLevel={2} {...props} />
    </I18nextProvider>,
  );
}

const answer = (id: string) => screen.getByTestId(`answers-${id}`);

afterEach(async () => {
  await i18n.changeLanguage('pl');
});

describe('KycAnswerSections: the questionnaire’s answers as every reader sees them', () => {
  it('shows a person’s answers in the seven sections, in Polish, in the form’s order', () => {
    renderAnswers({ ...validKycPerson(), documentExpiryDate: '2031-05-20' });

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. Dane inwestora',
      '2. Dokument tożsamości',
      '3. Adresy',
      '4. Rezydencja podatkowa, FATCA/CRS i sytuacja rodzinna',
      '5. Rachunek bankowy',
      '6. Pochodzenie środków i PEP',
      '7. Sankcje, oświadczenia i podsumowanie',
    ]);
    expect(answer('title')).toHaveTextContent('Zwrot grzecznościowyPani');
    expect(answer('birthDay')).toHaveTextContent('15.03.1985');
    expect(answer('nationality')).toHaveTextContent('Polska');
    expect(answer('documentExpiryDate')).toHaveTextContent('20.05.2031');
    expect(answer('residentialAddress')).toHaveTextContent('Marszałkowska 10/5, 00-590 Warszawa, mazowieckie, Polska');
    expect(answer('mailingAddress')).toHaveTextContent('Taki sam jak adres zamieszkania');
    expect(answer('maritalStatus')).toHaveTextContent(/Stan cywilny.+/);
    expect(answer('propertyRegime')).toHaveTextContent(/Ustrój majątkowy małżeński.+/);
    expect(answer('crsTaxResidencies')).toHaveTextContent('Brak');
    expect(answer('bankAccount')).toHaveTextContent('61 1090 1014 0000 0712 1981 2874');
    expect(answer('statementTruthful')).toHaveTextContent('Tak');
    expect(answer('sanctions')).toHaveTextContent('Brak');
    expect(screen.queryByTestId('answers-usTin')).toBeNull();
    expect(screen.queryByTestId('answers-companyName')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a company in two groups, the company and the person filling in, without a family situation', () => {
    renderAnswers(validKycCompany());

    const first = within(screen.getByTestId('answers-section-1'));
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Osoba wypełniająca ankietę w imieniu spółki');
    expect(answer('companyName')).toHaveTextContent('Emisja Testowa sp. z o.o.');
    expect(answer('registeredAddress')).toHaveTextContent('Prosta 20, 00-850 Warszawa');
    expect(answer('representatives')).toHaveTextContent(
      'Piotr Nowak, 78082003459, podpisuje w imieniu spółki, zgodny z KRS' + 'Ewa Wiśniewska, zgodny z KRS',
    );
    expect(screen.queryByTestId('answers-maritalStatus')).toBeNull();
    expect(screen.queryByTestId('answers-propertyRegime')).toBeNull();
  });

  it('shows a draft as far as it goes: an empty answer is a dash, an undated document is valid indefinitely', () => {
    renderAnswers({ firstName: 'Anna', documentIndefinite: true, fatca: { usPerson: true, usTin: null } });

    expect(answer('firstName')).toHaveTextContent('Anna');
    expect(answer('surname')).toHaveTextContent('Nazwisko—');
    expect(answer('documentExpiryDate')).toHaveTextContent('Bezterminowy');
    expect(answer('usTin')).toHaveTextContent('—');
    expect(answer('mailingAddress')).toHaveTextContent('Taki sam jak adres zamieszkania');
  });

  it('reads the same label table in English', async () => {
    await i18n.changeLanguage('en');
    renderAnswers(validKycPerson(), { sections: [1, 7] });

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(answer('firstName')).toHaveTextContent('First nameAnna');
    expect(answer('statementOwnAccount')).toHaveTextContent('Statement of acting in own name and on own accountYes');
  });

  it('offers "edit" per section when asked, and says which section it edits', async () => {
    const onEdit = vi.fn();
    renderAnswers(validKycPerson(), { sections: [1, 2], onEdit });

    await userEvent.click(screen.getByRole('button', { name: 'Edytuj sekcję: Dokument tożsamości' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('button', { name: /^Edytuj sekcję/ })).toHaveLength(2);
  });
});
