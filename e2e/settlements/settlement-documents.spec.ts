import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, toasts, uniqueSuffix } from '../advisors/helpers.ts';
import { logInAsAdvisor, logOut } from '../auth/helpers.ts';
import { onePagePdf } from '../back-office/fixture-files.ts';
import { expect, test } from '../fixtures.ts';

// Issue 15, settlement documents (product-decisions section 11, spec sections 3 and 5, docs/decisions/047): an advisor
// registers a commission invoice with the counterparty and document fields and its PDF; a second one with the same number is
// refused by the server and the form shows the field's friendly label with the message; the admin adds the GL account and
// the cost centre and marks it paid; the CSV export downloads with the document's row.

const ADVISOR_EMAIL = 'doradca@emisja.test';
const PDF = { name: 'faktura-prowizja.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Faktura prowizyjna') };

/** A day `days` from today in the business time zone, `yyyy-mm-dd`. */
function warsawDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(Date.now() + days * 24 * 60 * 60 * 1000);
}

async function openSettlements(page: Page): Promise<void> {
  await page.getByTestId('nav-settlements').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty rozliczeniowe' })).toBeVisible();
}

async function fillInvoice(form: Locator, documentNumber: string): Promise<void> {
  await expect(form.getByLabel('Kraj', { exact: true })).toHaveValue('PL');
  await form.getByLabel('NIP kontrahenta').fill('5261040828');
  await form.getByLabel('Nazwa kontrahenta').fill('Emitent Testowy S.A.');
  await form.getByLabel('Ulica').fill('Prosta');
  await form.getByLabel('Numer budynku').fill('20');
  await form.getByLabel('Numer lokalu').fill('4');
  await form.getByLabel('Kod pocztowy').fill('00-850');
  await form.getByLabel('Miejscowość').fill('Warszawa');
  await form.getByLabel('Rodzaj dokumentu').selectOption({ label: 'Faktura' });
  await form.getByLabel('Numer dokumentu', { exact: true }).fill(documentNumber);
  await form.getByLabel('Data wystawienia').fill(warsawDay(-3));
  await form.getByLabel('Data sprzedaży').fill(warsawDay(-5));
  await form.getByLabel('Termin płatności').fill(warsawDay(11));
  await form.getByLabel('Sposób płatności').selectOption({ label: 'Przelew' });
  await form.getByLabel('Waluta').selectOption('PLN');
  await form.getByLabel('Kwota brutto').fill('1230.00');
  await form.getByLabel('Rachunek bankowy').fill('61 1090 1014 0000 0712 1981 2874');
  await form.getByLabel('Kraj rachunku').selectOption('PL');
}

test('an advisor registers a commission invoice with its PDF; the admin books it, marks it paid and exports it', async ({
  page,
}) => {
  // About 30 s on a quiet machine (upload, PDF check, booking, export); room for a machine several times slower.
  test.setTimeout(180_000);
  const documentNumber = `FV/${uniqueSuffix()}/2026`;

  // The advisor registers the invoice and attaches its PDF on the saved document's page.
  await logInAsAdvisor(page, ADVISOR_EMAIL);
  await expect(page).toHaveURL(/\/app$/);
  await openSettlements(page);
  await page.getByTestId('settlements-add').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nowy dokument rozliczeniowy' })).toBeVisible();
  const form = page.getByTestId('settlement-form');
  await fillInvoice(form, documentNumber);
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(toasts(page)).toContainText('Zapisano.');
  await expect(page).toHaveURL(/\/app\/settlements\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Dokument rozliczeniowy ${documentNumber}` })).toBeVisible();
  const pdf = page.getByTestId('settlement-pdf');
  await pdf.getByLabel('Dołącz PDF').setInputFiles(PDF);
  await expect(pdf.getByRole('button', { name: `Pobierz ${PDF.name}` })).toBeVisible();

  // A second invoice with the same number: the server refuses it, and the form names the field with the message.
  await openSettlements(page);
  await page.getByTestId('settlements-add').click();
  await fillInvoice(form, documentNumber);
  await form.getByRole('button', { name: 'Zapisz' }).click();
  const problems = page.getByTestId('settlement-server-problems');
  await expect(problems).toContainText('Popraw:');
  await expect(problems.getByRole('listitem')).toHaveText(['Numer dokumentu: Ta wartość się powtarza']);
  await expect(page).toHaveURL(/\/app\/settlements\/new$/);
  await logOut(page);

  // The admin finds it, adds the GL account and the cost centre and marks it paid.
  await logInAsAdvisor(page, ADMIN_EMAIL);
  await expect(page).toHaveURL(/\/app$/);
  await openSettlements(page);
  await page.getByRole('searchbox', { name: 'Filtr: Numer dokumentu' }).fill(documentNumber);
  const rows = page.getByTestId('data-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('settlement-status')).toHaveText('Nieopłacony');
  await rows.getByTestId('settlement-link').click();
  const accounting = page.getByTestId('settlement-accounting');
  await accounting.getByLabel('Konto księgowe').fill('402-01');
  await accounting.getByLabel('Centrum kosztów').fill('SPRZEDAZ-PL');
  await accounting.getByLabel('Status płatności').selectOption({ label: 'Opłacony' });
  await accounting.getByRole('button', { name: 'Zapisz księgowanie' }).click();
  await expect(page.getByTestId('settlement-read-only')).toHaveText('Ten dokument jest opłacony: nie można go już zmienić.');

  // The CSV export of the filtered list holds the document with its accounting.
  await openSettlements(page);
  await page.getByRole('searchbox', { name: 'Filtr: Numer dokumentu' }).fill(documentNumber);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('settlement-status')).toHaveText('Opłacony');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('settlements-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n').filter((line) => line.length > 0);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(documentNumber);
  expect(lines[1]).toContain('5261040828');
  expect(lines[1]).toContain('402-01');
  expect(lines[1]).toContain('SPRZEDAZ-PL');
  expect(lines[1]).toContain('1230.00');
});
