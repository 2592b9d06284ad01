import { readFile } from 'node:fs/promises';
import { expectInPanelAs, logInAsAdvisor } from '../auth/helpers.ts';
import { expect, test } from '../fixtures.ts';
import { ADMIN_EMAIL, toasts, uniqueSuffix } from './helpers.ts';

// Issue 4, browser test: the admin uploads a document for advisors (spec sections 3 and 7); it leads the list (newest
// first), the preview shows it inside the page from a blob: URL, and the download saves it under its name.

/** A one-page PDF, small and valid enough for content sniffing (%PDF-) and a viewer. */
function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 20 70 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test.describe('documents for advisors', () => {
  test('an admin uploads a PDF: first in the list, previewed in the page, downloaded under its name', async ({ page }) => {
    const fileName = `e2e-dokument-${uniqueSuffix()}.pdf`;
    const content = smallPdf('Dokument testowy');

    await logInAsAdvisor(page, ADMIN_EMAIL);
    await expectInPanelAs(page, 'Barbara Sadowska');
    await page.getByRole('link', { name: 'Dokumenty', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/documents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible();

    await page.getByLabel('Dodaj dokument').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: content });
    await expect(toasts(page).getByText(`Dodano dokument ${fileName}`)).toBeVisible();
    const firstRow = page.getByTestId('document-row').first();
    await expect(firstRow.getByRole('rowheader')).toHaveText(fileName);
    await expect(firstRow).toContainText('Barbara Sadowska');

    const actions = page.getByRole('group', { name: `Akcje: ${fileName}` });
    await actions.getByRole('link', { name: 'Podgląd' }).click();
    await expect(page).toHaveURL(/\/app\/preview\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
    const frame = page.locator(`iframe[title="Podgląd: ${fileName}"]`);
    await expect(frame).toHaveAttribute('src', /^blob:http:\/\/localhost:\d+\//);

    await page.getByRole('link', { name: '← Wróć do dokumentów' }).click();
    await expect(page).toHaveURL(/\/app\/documents$/);
    const downloadEvent = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Pobierz' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(fileName);
    expect(await readFile(await download.path())).toEqual(content);
  });
});
