import { expect, test } from '../fixtures.ts';
import { apiAccessToken, uniqueSuffix } from '../advisors/helpers.ts';
import { logInAsAdvisor } from '../auth/helpers.ts';

// Issue 15, lead ownership (product-decisions section 11, spec section 8, docs/decisions/045): an e-mail with the first
// advisor's open offer is their lead; the second advisor's invitation of it shows "Ten klient należy do innego doradcy" next
// to that address, while the other address of the same submit is sent.

const FIRST_ADVISOR = 'doradca@emisja.test';
const SECOND_ADVISOR = 'doradca2@emisja.test';
const DEBT_CAMPAIGN = 'Obligacje Zielona Energia seria A';

test("a second advisor's invitation to the first advisor's lead shows the catalogue's message next to that address", async ({
  page,
}) => {
  const leadEmail = `lead-${uniqueSuffix()}@example.com`;
  const freshEmail = `nowy-${uniqueSuffix()}@example.com`;

  // The first advisor (network Północ) invites the lead through the API, as the invitation form would.
  const token = await apiAccessToken(page.request, FIRST_ADVISOR);
  const headers = { authorization: `Bearer ${token}` };
  const campaigns = (await (await page.request.get('/api/advisor/campaigns', { headers })).json()) as {
    id: string;
    name: string;
    products: { id: string }[];
  }[];
  const campaign = campaigns.find((candidate) => candidate.name === DEBT_CAMPAIGN);
  const networks = (await (await page.request.get('/api/advisor/network', { headers })).json()) as { id: string; name: string }[];
  const north = networks.find((network) => network.name === 'Północ');
  const invited = await page.request.post(
    `/api/advisor/campaign/${campaign!.id}/product/${campaign!.products[0]!.id}/invite-investor`,
    { headers, data: { investorEmail: leadEmail, message: 'Dzień dobry, zapraszam do oferty obligacji.', networkId: north!.id } },
  );
  expect(invited.status(), await invited.text()).toBe(201);

  // The second advisor (network Południe) invites the lead and a new address in one submit.
  await logInAsAdvisor(page, SECOND_ADVISOR);
  await expect(page).toHaveURL(/\/app$/);
  await page.getByTestId('nav-offers').click();
  await page.getByRole('article', { name: DEBT_CAMPAIGN }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: DEBT_CAMPAIGN })).toBeVisible();
  const form = page.getByRole('form', { name: 'Zaproszenie inwestora' });
  await form.getByLabel('Adresy e-mail inwestorów').fill(`${leadEmail};${freshEmail}`);
  await form.getByLabel('Wiadomość').fill('Dzień dobry, zapraszam do zapoznania się z ofertą obligacji.');
  await form.getByLabel('Sieć').selectOption({ label: 'Południe' });
  await form.getByLabel('Potwierdzam, że inwestor wyraził zgodę na otrzymanie zaproszenia').check();
  await form.getByRole('button', { name: 'Wyślij zaproszenia' }).click();

  const failures = page.getByTestId('invitation-failures');
  await expect(failures).toContainText('Nie wszystkie zaproszenia zostały wysłane!');
  await expect(failures).toContainText('Wysłano 1 z 2.');
  await expect(failures.getByTestId('invitation-failure')).toHaveText([`${leadEmail}: Ten klient należy do innego doradcy`]);
  // Only the refused address stays in the field; the new one was sent.
  await expect(form.getByLabel('Adresy e-mail inwestorów')).toHaveValue(leadEmail);
  const secondToken = await apiAccessToken(page.request, SECOND_ADVISOR);
  const own = await page.request.get(
    `/api/advisor/investor/offers?filters[investorEmail][value]=${encodeURIComponent(freshEmail)}&filters[investorEmail][operator]=like`,
    { headers: { authorization: `Bearer ${secondToken}` } },
  );
  expect(own.status(), await own.text()).toBe(200);
  expect(((await own.json()) as { investorEmail: string }[]).map((offer) => offer.investorEmail)).toEqual([freshEmail]);
});
