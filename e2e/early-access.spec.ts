import { expect, test, type Browser, type Page } from '@playwright/test';
import { earlyAccessText } from '../src/common/early-access';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Scheduled chapters with early access (issue 25, the first acceptance item): a new author turns on
// 7 days of early access and schedules a chapter three days ahead in the writing room; a new Story
// Connoisseur reads it now; a new free reader who follows the story sees the date and the upgrade
// link, and the API, the story's feed, the sitemap and search give him none of its text. The
// publish job's clock is then moved to the public date (no sleeping): everyone reads it and the
// follower is notified once, also when the job runs again.

const origin = () => ({ origin: String(test.info().project.use.baseURL) });
const run = Date.now().toString(36).slice(-5);
const TITLE = `The Tidewright ${run}`;
const SECRET = `saltglass${run}`;
const DAY = 24 * 3_600_000;
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

async function freshPage(browser: Browser, prefix: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, await createConfirmedAccount(page, prefix));
  return page;
}

async function post(page: Page, url: string, data?: object, method: 'post' | 'patch' | 'put' = 'post') {
  const res = await page.request[method](url, { data, headers: origin() });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as { id: string });
}

test('an author schedules a chapter with 7 days of early access; a Story Connoisseur reads it now, a free reader on its public date', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const author = await freshPage(browser, 'eaauthor');
  const { id: storyId } = (await post(author, '/api/v1/stories', {
    title: TITLE,
    genre: 'Adventure',
    description: 'A tide-reader and a drowned city.',
    privacyLevel: 'Public',
  }))!;
  const first = (await post(author, `/api/v1/stories/${storyId}/chapters`, { title: 'Low Water' }))!;
  await post(
    author,
    `/api/v1/stories/${storyId}/chapters/${first.id}`,
    { content: doc('The tide went out and kept going.'), status: 'published' },
    'patch',
  );
  await post(author, `/api/v1/stories/${storyId}/publish`);
  const next = (await post(author, `/api/v1/stories/${storyId}/chapters`, { title: 'The Drowned Bell' }))!;
  await post(
    author,
    `/api/v1/stories/${storyId}/chapters/${next.id}`,
    { content: doc(`Under the bell lay ${SECRET}.`) },
    'patch',
  );

  // The free reader follows the story (followers are its bookmarkers).
  const piet = await freshPage(browser, 'eapiet');
  await post(piet, `/api/v1/library/stories/${storyId}/bookmark`, undefined, 'put');

  // The author: 7 days of early access in the story settings, then the schedule in the writing room.
  await author.goto(`/stories/${storyId}/edit`);
  const panel = author.getByRole('region', { name: 'Early access' });
  await panel.getByLabel('Give early access to scheduled chapters').check();
  await panel.getByLabel('Days before the public date').fill('7');
  await panel.getByRole('button', { name: 'Save early access' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved');
  await author.goto(`/stories/${storyId}/session?chapter=${next.id}`);
  await author.getByRole('button', { name: 'Schedule', exact: true }).click();
  const publicDate = await author.evaluate((ms) => {
    const at = new Date(Date.now() + ms);
    at.setSeconds(0, 0);
    return at.getTime();
  }, 3 * DAY);
  const local = await author.evaluate((ms) => {
    const d = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, publicDate);
  await author.getByLabel('Publish on').fill(local);
  await author.getByRole('button', { name: 'Save schedule' }).click();
  await expect(author.getByText(/^Publishes /)).toBeVisible();
  await screenshotsAtBothWidths(author, 'early-access-scheduled', testInfo);

  // A Story Connoisseur reads the chapter now.
  const quinn = await freshPage(browser, 'eaquinn');
  await subscribeByApi(quinn, 'Story Connoisseur');
  await quinn.goto(`/library/${storyId}/chapters/${next.id}`);
  await expect(quinn.getByText(`Under the bell lay ${SECRET}.`)).toBeVisible();

  // The free reader sees the date and the upgrade link; no path gives him the text.
  const line = earlyAccessText(new Date(publicDate).toISOString());
  await piet.goto(`/library/${storyId}`);
  const chapterList = piet.getByRole('region', { name: 'Chapters' });
  await expect(chapterList.getByText(line)).toBeVisible();
  await expect(chapterList.getByRole('link', { name: 'Read it now' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await screenshotsAtBothWidths(piet, 'early-access-free-reader', testInfo);
  const refused = await piet.request.get(`/api/v1/library/stories/${storyId}/chapters/${next.id}`);
  expect(refused.status()).toBe(403);
  expect(JSON.parse(await refused.text()).error.code).toBe('EARLY_ACCESS');
  const feed = await (await piet.request.get(`/feeds/stories/${storyId}`)).text();
  expect(feed).toContain('Low Water');
  expect(feed).not.toContain('The Drowned Bell');
  expect(feed).not.toContain(SECRET);
  const sitemapIndex = await (await piet.request.get('/sitemap.xml')).text();
  const files = [...sitemapIndex.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const file of files) {
    expect(await (await piet.request.get(`/sitemaps/${file}`)).text()).not.toContain(next.id);
  }
  const search = await (await piet.request.get(`/api/v1/library/search?q=${SECRET}`)).text();
  expect(search).not.toContain(SECRET);
  expect(await (await piet.request.get(`/library/${storyId}/chapters/${next.id}`)).text()).not.toContain(
    SECRET,
  );

  // The public date comes: the job publishes the chapter once, and the follower is notified once.
  const clock = async () =>
    (await piet.request
      .post('/dev/jobs/chapter-publish', {
        data: { at: new Date(publicDate + 60_000).toISOString() },
        headers: origin(),
      })
      .then((res) => res.json())) as { published: number };
  expect((await clock()).published).toBeGreaterThanOrEqual(1);
  expect((await clock()).published).toBe(0);
  await piet.goto(`/library/${storyId}/chapters/${next.id}`);
  await expect(piet.getByText(`Under the bell lay ${SECRET}.`)).toBeVisible();
  expect(await (await piet.request.get(`/feeds/stories/${storyId}`)).text()).toContain('The Drowned Bell');
  const inbox = (await (await piet.request.get('/api/v1/notifications?limit=50')).json()) as {
    items: { kind: string; chapterId?: string | null; chapter?: { id: string } | null }[];
  };
  const aboutChapter = inbox.items.filter((n) => JSON.stringify(n).includes(next.id));
  expect(aboutChapter).toHaveLength(1);
});
