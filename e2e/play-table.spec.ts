import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi, type TestAccount } from './fixtures/accounts';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

/**
 * The acceptance scene of the live table, as three new users would play it in three browsers:
 * the game master narrates, a player speaks in character (name and portrait), the other makes an
 * out-of-character aside, the game master whispers to the first player (the second never sees
 * it: page, API, export), a roll shows the same dice and total on every screen, and 'Draft a
 * chapter' writes the dialogue attributed to the character, without the whisper or the aside.
 */
test.describe.configure({ timeout: 180_000 });

const NARRATION = 'Rain hammers the chapel roof; the nave is ankle-deep in black water.';
const SPOKEN = 'Who rings a bell in a drowned church?';
const ASIDE = 'brb, kettle is boiling';
const WHISPER = 'You alone see a hand beneath the water, wearing your mother’s ring.';

async function person(browser: Browser, prefix: string): Promise<{ page: Page; account: TestAccount }> {
  const page = await (await browser.newContext()).newPage();
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return { page, account };
}

async function api(page: Page, method: 'post' | 'patch', url: string, data: object) {
  const res = await page.request[method](url, { data, headers: demoOrigin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function post(
  page: Page,
  kind: string,
  text: string,
  setUp?: (form: ReturnType<Page['getByRole']>) => Promise<unknown>,
) {
  const composer = page.getByRole('form', { name: 'Post to the table' });
  await composer.getByLabel('Kind').selectOption({ label: kind });
  if (setUp) await setUp(composer);
  await composer.getByLabel(/^(Message|Roll)/).fill(text);
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByLabel(/^(Message|Roll)/)).toHaveValue('');
}

test('three people play a scene live, and the game master drafts it into a chapter', async ({
  browser,
}, testInfo) => {
  const gm = await person(browser, 'gm');
  const ana = await person(browser, 'ana');
  const ben = await person(browser, 'ben');

  const story = await api(gm.page, 'post', '/api/v1/stories', {
    title: `The Drowned Chapel ${Date.now()}`,
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  const session = await api(gm.page, 'post', `/api/v1/stories/${story.id}/play-sessions`, {
    title: 'Night of the bell',
  });
  for (const p of [ana, ben])
    await api(gm.page, 'post', `/api/v1/play-sessions/${session.id}/players`, {
      username: p.account.username,
    });
  await api(gm.page, 'patch', `/api/v1/play-sessions/${session.id}`, { status: 'Live' });

  // Ana's character has a portrait, uploaded through the shared pipeline.
  const portrait = await ana.page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 256, height: 256 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#6b3d1d';
    context.fillRect(0, 0, 256, 256);
    context.fillStyle = '#e8c27a';
    context.beginPath();
    context.arc(128, 110, 60, 0, Math.PI * 2);
    context.fill();
    const png = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const form = new FormData();
    form.append('file', png, 'mira.png');
    const res = await fetch('/api/v1/uploads/character-images', { method: 'POST', body: form });
    return ((await res.json()) as { url: string }).url;
  });
  const mira = await api(ana.page, 'post', '/api/v1/characters', {
    name: 'Mira Vell',
    characterImage: portrait,
  });

  const table = `/stories/${story.id}/play/${session.id}`;
  const screens = [gm.page, ana.page, ben.page];
  await Promise.all(screens.map((p) => p.goto(table)));
  for (const p of screens) await expect(p.getByRole('form', { name: 'Post to the table' })).toBeVisible();

  await post(gm.page, 'Narration', NARRATION);
  await post(ana.page, 'In character', SPOKEN, (form) =>
    form.getByLabel('As character').selectOption(mira.id),
  );
  await post(ben.page, 'Out of character', ASIDE);
  await post(gm.page, 'Whisper', WHISPER, (form) => form.getByLabel(ana.account.username).check());
  await post(ben.page, 'Roll', '/roll 2d20kh1+5');

  for (const p of screens) {
    await expect(p.getByText(NARRATION)).toBeVisible();
    const said = p.getByRole('article', { name: 'In character by Mira Vell' });
    await expect(said).toContainText(SPOKEN);
    await expect(said.locator('img')).toHaveAttribute('src', mira.characterImage);
    await expect(said.locator('img')).toHaveJSProperty('complete', true);
    await expect(p.getByText(ASIDE)).toBeVisible();
    await expect(p.getByTestId('roll-result')).toHaveCount(1);
  }
  // One roll, rolled once on the server: the same formula, dice and total on every screen.
  const rolls = await Promise.all(screens.map((p) => p.getByTestId('roll-result').textContent()));
  expect(rolls[0]).toMatch(/^2d20kh1\+5: .+ = \d+$/);
  expect(new Set(rolls).size).toBe(1);

  // The whisper: the game master and Ana see it; Ben never does, on the page, the API or the export.
  await expect(gm.page.getByText(WHISPER)).toBeVisible();
  await expect(ana.page.getByText(WHISPER)).toBeVisible();
  await expect(ben.page.getByText(ASIDE)).toBeVisible();
  await expect(ben.page.getByText(WHISPER)).toHaveCount(0);
  await ben.page.reload();
  await expect(ben.page.getByTestId('roll-result')).toBeVisible();
  expect(await ben.page.content()).not.toContain('mother’s ring');
  const log = await ben.page.request.get(`/api/v1/play-sessions/${session.id}/entries`);
  expect(log.ok()).toBe(true);
  expect(await log.text()).not.toContain('mother’s ring');
  for (const format of ['markdown', 'json']) {
    const exported = await ben.page.request.get(
      `/api/v1/play-sessions/${session.id}/export?format=${format}`,
    );
    expect(exported.ok()).toBe(true);
    const body = await exported.text();
    expect(body).toContain(ASIDE);
    expect(body).not.toContain('mother’s ring');
  }
  const anaExport = await ana.page.request.get(`/api/v1/play-sessions/${session.id}/export?format=markdown`);
  expect(await anaExport.text()).toContain('mother’s ring');

  await screenshotsAtBothWidths(gm.page, 'play-table-gm', testInfo);
  await screenshotsAtBothWidths(ben.page, 'play-table-player', testInfo);

  // The game master drafts the scene: the aside and the whisper stay out, the line is attributed.
  await gm.page.goto(`${table}/curate`);
  await expect(gm.page.getByTestId('curation-summary')).toBeVisible();
  await screenshotsAtBothWidths(gm.page, 'play-table-curation', testInfo);
  await gm.page.getByRole('button', { name: 'Draft a chapter' }).click();
  const dialog = gm.page.getByRole('dialog', { name: 'Draft a chapter' });
  await dialog.getByLabel('Chapter title').fill('The bell');
  await dialog.getByRole('button', { name: 'Draft the chapter' }).click();
  await expect(gm.page).toHaveURL(new RegExp(`/stories/${story.id}/session\\?chapter=`));
  const editor = gm.page.locator('.ProseMirror').first();
  await expect(editor).toContainText(`“${SPOKEN}” said Mira Vell.`);
  await expect(editor).toContainText(NARRATION);
  await expect(editor).not.toContainText(ASIDE);
  await expect(editor).not.toContainText('mother’s ring');
});

test('a group member schedules a play session from the group page', async ({ browser }, testInfo) => {
  const organiser = await signedInDemoPage(browser, 'celeste');
  const stamp = Date.now();
  const group = await api(organiser, 'post', '/api/v1/groups', {
    name: `Lantern table ${stamp}`,
    category: 'Fantasy',
    description: 'We play on Thursdays.',
    privacyLevel: 'Private',
  });
  const story = await api(organiser, 'post', '/api/v1/stories', {
    title: `Harrowmere nights ${stamp}`,
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  await organiser.goto(`/community/groups/${group.id}?tab=play`);
  await expect(organiser.getByRole('heading', { name: 'No play sessions yet' })).toBeVisible();
  await organiser.getByRole('button', { name: 'Schedule a play session' }).click();
  const form = organiser.getByRole('form', { name: 'Schedule a play session' });
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Start is required')).toBeVisible();
  await form.getByLabel('Title').fill('The bell tolls again');
  await form.getByLabel('Story').selectOption(story.id);
  await form.getByLabel('Start').fill('2030-05-02T19:30');
  await form.getByRole('button', { name: 'Schedule' }).click();
  const upcoming = organiser.getByRole('region', { name: 'Upcoming play sessions' });
  await expect(upcoming.getByRole('link', { name: 'The bell tolls again' })).toBeVisible();
  await expect(upcoming).toContainText('Scheduled · game master celeste');
  await screenshotsAtBothWidths(organiser, 'play-group-sessions', testInfo);

  // The event it made is the group's: someone outside the group finds nothing.
  const event = upcoming.getByRole('link', { name: 'Event' });
  const eventUrl = (await event.getAttribute('href'))!;
  const outsider = await signedInDemoPage(browser, 'quinn');
  const res = await outsider.request.get(`/api/v1/events/${eventUrl.split('/').pop()}`);
  expect(res.status()).toBe(404);
  const list = await outsider.request.get(`/api/v1/groups/${group.id}/play-sessions`);
  expect(list.status()).toBe(404);
});
