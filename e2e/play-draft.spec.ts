import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

/**
 * A game master turns a played scene into a chapter: the curation hides the aside and the
 * whisper, 'Draft a chapter' writes a new draft chapter, and the writing room opens it with the
 * character's line attributed. The player whispered to sees the whisper in the export; it never
 * reaches the chapter.
 */
test.describe.configure({ timeout: 120_000 });

const WHISPER = 'The bell rope is cut.';
const ASIDE = 'brb, getting snacks';

async function api(page: Page, method: 'post' | 'patch', url: string, data: object) {
  const res = await page.request[method](url, { data, headers: demoOrigin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('a scene becomes a draft chapter, without the whisper or the aside', async ({ browser }, testInfo) => {
  const gm = await signedInDemoPage(browser, 'aria');
  const story = await api(gm, 'post', '/api/v1/stories', {
    title: `Chapel nights ${Date.now()}`,
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  const session = await api(gm, 'post', `/api/v1/stories/${story.id}/play-sessions`, {
    title: 'The Drowned Chapel',
  });
  const table = await api(gm, 'post', `/api/v1/play-sessions/${session.id}/players`, { username: 'kira' });
  const kira = table.players.find((p: { username: string }) => p.username === 'kira');
  await api(gm, 'patch', `/api/v1/play-sessions/${session.id}`, { status: 'Live' });
  const mira = await api(gm, 'post', '/api/v1/characters', { name: `Mira ${Date.now() % 10000}` });
  const entries = `/api/v1/play-sessions/${session.id}/entries`;
  await api(gm, 'post', entries, { kind: 'SceneBreak', title: 'The nave' });
  await api(gm, 'post', entries, { kind: 'Narration', text: 'Water stands ankle-deep between the pews.' });
  await api(gm, 'post', entries, {
    kind: 'InCharacter',
    text: 'Who keeps this chapel?',
    characterId: mira.id,
  });
  await api(gm, 'post', entries, { kind: 'OutOfCharacter', text: ASIDE });
  await api(gm, 'post', entries, { kind: 'Whisper', text: WHISPER, to: [kira.id] });

  await gm.goto(`/stories/${story.id}/play/${session.id}/curate`);
  await expect(gm.getByTestId('curation-summary')).toHaveText('3 entries of 5 entries');
  await gm.getByRole('button', { name: 'Draft a chapter' }).click();
  const dialog = gm.getByRole('dialog', { name: 'Draft a chapter' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Chapter title').fill('The nave');
  const { violations } = await new AxeBuilder({ page: gm }).include('[role="dialog"]').analyze();
  expect(violations).toEqual([]);
  await screenshotsAtBothWidths(gm, 'play-draft-dialog', testInfo);

  await dialog.getByRole('button', { name: 'Draft the chapter' }).click();
  await expect(gm).toHaveURL(new RegExp(`/stories/${story.id}/session\\?chapter=`));
  const editor = gm.locator('.ProseMirror').first();
  await expect(editor).toContainText(`“Who keeps this chapel?” said ${mira.name}.`);
  await expect(editor).toContainText('Water stands ankle-deep between the pews.');
  await expect(editor).not.toContainText(WHISPER);
  await expect(editor).not.toContainText(ASIDE);
  await screenshotsAtBothWidths(gm, 'play-draft-writing-room', testInfo);

  // The whisper is Kira's to read: her export has it; the chapter never did.
  const player = await signedInDemoPage(browser, 'kira');
  const md = await player.request.get(`/api/v1/play-sessions/${session.id}/export?format=markdown`);
  expect(await md.text()).toContain(WHISPER);
  await player.goto(`/stories/${story.id}/play/${session.id}`);
  await expect(player.getByRole('link', { name: 'Markdown' })).toBeVisible();
});
