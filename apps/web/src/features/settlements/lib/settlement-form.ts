import type { TSettlementDocument, TSettlementDocumentInput, TSettlementFormField } from '@emisja/shared/schemas/settlements';

// The settlement document form (spec section 3, "Counterparty and document form fields"): every field a text, the body
// built on submit and checked with the request's shared schema (lib/body-schema-resolver.ts), so the server's rules and
// messages are the form's.

export type TSettlementFormValues = Record<
  Exclude<TSettlementFormField, 'paymentStatus' | 'glAccount' | 'costCenter'>,
  string
> & { glAccount: string; costCenter: string };

export const EMPTY_SETTLEMENT_FORM: TSettlementFormValues = {
  counterPartyTin: '',
  counterPartyName: '',
  counterPartyStreet: '',
  counterPartyStreetNumber: '',
  counterPartyApartmentNumber: '',
  counterPartyCity: '',
  counterPartyZipCode: '',
  counterPartyCountry: 'PL',
  type: 'invoice',
  documentNumber: '',
  correctedDocumentNumber: '',
  issueDate: '',
  saleDate: '',
  paymentDate: '',
  paymentMethod: 'transfer',
  currency: 'PLN',
  amount: '',
  bankAccount: '',
  bankAccountCountry: 'PL',
  glAccount: '',
  costCenter: '',
};

export function settlementFormValues(document: TSettlementDocument): TSettlementFormValues {
  return {
    counterPartyTin: document.counterPartyTin,
    counterPartyName: document.counterPartyName,
    counterPartyStreet: document.counterPartyStreet,
    counterPartyStreetNumber: document.counterPartyStreetNumber,
    counterPartyApartmentNumber: document.counterPartyApartmentNumber ?? '',
    counterPartyCity: document.counterPartyCity,
    counterPartyZipCode: document.counterPartyZipCode,
    counterPartyCountry: document.counterPartyCountry,
    type: document.type,
    documentNumber: document.documentNumber,
    correctedDocumentNumber: document.correctedDocumentNumber ?? '',
    issueDate: document.issueDate,
    saleDate: document.saleDate,
    paymentDate: document.paymentDate,
    paymentMethod: document.paymentMethod,
    currency: document.currency,
    amount: document.amount,
    bankAccount: document.bankAccount ?? '',
    bankAccountCountry: document.bankAccountCountry ?? '',
    glAccount: document.glAccount ?? '',
    costCenter: document.costCenter ?? '',
  };
}

/**
 * The request body of the form's values: empty optional texts as null; the admin's fields only from an admin (the server
 * refuses them from anyone else).
 */
export function settlementBody(values: TSettlementFormValues, isAdmin: boolean): TSettlementDocumentInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    ...values,
    counterPartyApartmentNumber: orNull(values.counterPartyApartmentNumber),
    correctedDocumentNumber: values.type === 'correction' ? orNull(values.correctedDocumentNumber) : null,
    bankAccount: orNull(values.bankAccount),
    bankAccountCountry: orNull(values.bankAccountCountry),
    glAccount: isAdmin ? orNull(values.glAccount) : null,
    costCenter: isAdmin ? orNull(values.costCenter) : null,
  } as TSettlementDocumentInput;
}
