import { expect, test } from '@playwright/test';
import { seriousViolations } from './fixtures/auth-screens';
import { signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Recommendations (issue 25) on the demo data, whose seed runs the recommendation job: quinn (Story
// Connoisseur) sees Recommended for You picked from her reading; piet (Audience Member) sees the
// popular list with the line naming the plans that learn, linking to /subscription; a story page
// lists what its readers also read.

test('a reader with the plan sees a personal list; a free reader the popular list and the plan hint', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const quinn = await signedInDemoPage(browser, 'quinn');
  await quinn.goto('/');
  const panel = quinn.getByRole('region', { name: 'Recommended for You' });
  await expect(panel.getByText('Picked from what you read, rated and bookmarked')).toBeVisible();
  await expect(panel.getByRole('link', { name: /by / })).toHaveCount(3);
  expect(await seriousViolations(quinn)).toEqual([]);
  await screenshotsAtBothWidths(quinn, 'dashboard-personal', testInfo);

  await panel.getByRole('link', { name: /by / }).first().click();
  const alsoRead = quinn.getByRole('region', { name: 'Readers of this story also read' });
  await expect(alsoRead.getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(quinn)).toEqual([]);
  await screenshotsAtBothWidths(quinn, 'story-also-read', testInfo);

  const piet = await signedInDemoPage(browser, 'piet');
  await piet.goto('/');
  const popular = piet.getByRole('region', { name: 'Recommended for You' });
  await expect(popular.getByText('Popular with readers now.')).toBeVisible({ timeout: 30_000 });
  await expect(popular.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  await expect(popular.getByRole('link', { name: /by / })).toHaveCount(3);
  await screenshotsAtBothWidths(piet, 'dashboard-popular', testInfo);
});
