import { expect, test } from '@playwright/test';
import { createUser } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { apiSignIn, createTextIdea, uniqueWord, useToken, type ApiUser } from '../support/content';

/**
 * Quotes and key points (content §2 view 3 and `/quote-extract/{id}`): taken from an inTell on
 * the quote extract screen, then found below it on its Arguments view and on their own screens.
 */

let teacher: ApiUser;

test.beforeAll(async ({ request }) => {
  const t = await createUser('teacher', 'quotes');
  teacher = await apiSignIn(request, t.email, t.password);
});

test.use({ reducedMotion: 'reduce' });

test('takes a quote with its key point and a key point from an inTell, and finds them below it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = uniqueWord('quote');
  const sentence = `Street trees cut summer heat ${tag}.`;
  const source = await createTextIdea(
    request,
    teacher.token,
    `Plant trees ${tag}`,
    `${sentence}\nThey also cost less than air conditioning.`,
  );
  await useToken(page, teacher.token);

  // The Arguments view's quotes column leads to the quote extract screen.
  await page.goto(`/idea/${source._id}`);
  await page.getByRole('button', { name: 'Arguments', exact: true }).click();
  const quotesColumn = page.getByRole('region', { name: 'Quotes from above', exact: true });
  await expect(quotesColumn.getByText('Nothing linked yet.')).toBeVisible();
  await quotesColumn.getByRole('link', { name: 'Add to Quotes from above' }).click();
  await expect(page).toHaveURL(new RegExp(`/quote-extract/${source._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quote extract' })).toBeVisible();
  await expect(page.getByText('No quotes yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Words the inTell does not say are refused, and nothing is sent.
  await page.getByLabel('Quote', { exact: true }).fill(`Street trees raise summer heat ${tag}`);
  await page.getByRole('button', { name: 'Add quote' }).click();
  await expect(page.getByText('The quote must appear word for word in the inTell.')).toBeVisible();

  // Select the body's first line with the mouse (a triple click selects a line of the
  // paragraph) and take it as the quote, then add a key point of it.
  const body = page.getByRole('article').getByText(sentence, { exact: false });
  await body.click({ clickCount: 3, position: { x: 4, y: 4 } });
  await page.getByRole('button', { name: 'Use selected words' }).click();
  const quoteField = page.getByLabel('Quote', { exact: true });
  await expect(quoteField).toHaveValue(sentence);
  await page.getByLabel(/Key point of this quote/).fill(`Trees cool streets ${tag}`);
  await page.getByRole('button', { name: 'Add quote' }).click();
  await expect(page.getByText('Quote added.')).toBeVisible();
  const quotes = page.getByRole('region', { name: 'Quotes from this inTell' });
  await expect(quotes.getByRole('link', { name: `"${sentence}"` })).toBeVisible();
  await expect(quoteField).toHaveValue('');

  // A key point of the inTell itself.
  await page.getByLabel('Key point (60 characters or less)').fill(`Trees beat AC ${tag}`);
  await page.getByRole('button', { name: 'Add key point' }).click();
  await expect(page.getByText('Key point added.')).toBeVisible();
  const keyPoints = page.getByRole('region', { name: 'Key points of this inTell' });
  await expect(keyPoints.getByRole('link', { name: `Trees beat AC ${tag}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back on the inTell's Arguments view, both are in their columns.
  await page.getByRole('link', { name: 'Back to the inTell' }).click();
  await expect(page).toHaveURL(new RegExp(`/idea/${source._id}/1000/3$`));
  await expect(quotesColumn.getByRole('link', { name: `"${sentence}"` })).toBeVisible();
  const keyPointsColumn = page.getByRole('region', { name: 'Key points from above', exact: true });
  await expect(keyPointsColumn.getByRole('link', { name: `Trees beat AC ${tag}` })).toBeVisible();
  await expect(
    keyPointsColumn.getByRole('link', { name: `Trees cool streets ${tag}` }),
  ).toHaveCount(0);

  // The quote's own screen says where it comes from, and lists its key point.
  await quotesColumn.getByRole('link', { name: `"${sentence}"` }).click();
  await expect(page.getByText('Quotation')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quoted from this idea' })).toHaveAttribute(
    'href',
    `/idea/${source._id}`,
  );
  await page.getByRole('button', { name: 'Arguments', exact: true }).click();
  await expect(
    keyPointsColumn.getByRole('link', { name: `Trees cool streets ${tag}` }),
  ).toBeVisible();
  await keyPointsColumn.getByRole('link', { name: `Trees cool streets ${tag}` }).click();
  await expect(page.getByRole('link', { name: 'Key point of this idea' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
