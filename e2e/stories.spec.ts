import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { createConfirmedAccount, type TestAccount } from './fixtures/accounts';
import { atPath, fillLogin, seriousViolations } from './fixtures/auth-screens';
import { subscribeByApi } from './fixtures/plans';
import { writeAndWaitForSave } from './fixtures/writing-room';

// The creator workspace: My Stories, the story form and detail page, the writing room with its
// autosave, and the collaborators screen. Every test uses fresh accounts made through the real
// sign-up and the development outbox, and signs in once through the login screen.

/** A new confirmed account, signed in through the login form; the page ends on the dashboard. */
async function signUpAndSignIn(page: Page, prefix: string): Promise<TestAccount> {
  const account = await createConfirmedAccount(page, prefix);
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(atPath('/'));
  return account;
}

/** Creates something through the API as the signed-in person (what the test is not about). */
async function postJson<T>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** The writing room's save state line. */
const saveStatus = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^(Saved|Saving…|Unsaved changes|Offline — retrying|Not saved|Changed elsewhere)$/ });

/**
 * Runs in the page: a WebSocket to /collab fails the way a refused upgrade does (error, then
 * close 1006, never open); other sockets are untouched.
 */
function refuseLiveSocket() {
  const Real = window.WebSocket;
  class Refused extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = 0;
    binaryType = 'arraybuffer';
    onopen: ((e: Event) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    onclose: ((e: CloseEvent) => void) | null = null;
    onmessage: ((e: MessageEvent) => void) | null = null;
    constructor(readonly url: string) {
      super();
      setTimeout(() => {
        this.readyState = 3;
        const error = new Event('error');
        this.onerror?.(error);
        this.dispatchEvent(error);
        const close = new CloseEvent('close', { code: 1006 });
        this.onclose?.(close);
        this.dispatchEvent(close);
      }, 20);
    }
    send() {}
    close() {}
  }
  window.WebSocket = new Proxy(Real, {
    construct: (target, args: [string, string?]) =>
      String(args[0]).includes('/collab') ? new Refused(String(args[0])) : new target(...args),
  }) as typeof WebSocket;
}

/** The chapter titles of the detail page's list, in order. */
async function chapterOrder(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Chapters in reading order' }).getByRole('listitem');
  return (await rows.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

test.describe('stories and the writing room', () => {
  test('create a story, write two chapters, reorder them, publish and unpublish', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAndSignIn(page, 'writer');

    // An empty My Stories leads to the form.
    await page.goto('/stories');
    await expect(page.getByRole('heading', { level: 1, name: 'My Stories' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Your First Story' }).click();
    await expect(page).toHaveURL(atPath('/stories/create'));

    // The shared schema's message, then a valid story.
    await page.getByRole('button', { name: 'Create Story' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('Title').fill('The Glass Orchard');
    await page
      .getByLabel('Description')
      .fill('A letter arrives from an orchard that burned down forty years ago.');
    await page.getByLabel('Genre').selectOption('Mystery');
    await page.getByLabel('Status').selectOption('Active');
    await page.getByRole('button', { name: 'Create Story' }).click();
    await expect(page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
    const storyUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: 'The Glass Orchard' })).toBeVisible();
    const publication = page.getByRole('region', { name: 'Publication' });
    await expect(publication.getByText('Private', { exact: true })).toBeVisible();

    // The writing room: two chapters, each titled and written, each saved by the autosave.
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(atPath(`${storyUrl}/session`));
    await page.getByRole('button', { name: 'Add the first chapter' }).click();
    await page.getByLabel('Chapter title').fill('The Letter');
    await page.getByLabel('Chapter title').press('Enter');
    await expect(
      page.getByRole('navigation', { name: 'Chapters' }).getByRole('link', { name: /The Letter/ }),
    ).toBeVisible();
    await writeAndWaitForSave(page, 'The Letter', 'The envelope smelled of smoke and apples.');
    await expect(page.getByText('7 words', { exact: true })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Chapters' })
      .getByRole('button', { name: 'Add chapter' })
      .click();
    await expect(page.getByLabel('Chapter title')).toHaveValue('Chapter 2');
    await page.getByLabel('Chapter title').fill('The Orchard');
    await page.getByLabel('Chapter title').press('Enter');
    await writeAndWaitForSave(page, 'The Orchard', 'Nothing grew there but glass.');

    // What was saved is what comes back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Text of The Orchard' })).toContainText(
      'Nothing grew there but glass.',
    );
    await page
      .getByRole('navigation', { name: 'Chapters' })
      .getByRole('link', { name: /The Letter/ })
      .click();
    await expect(page.getByRole('textbox', { name: 'Text of The Letter' })).toContainText('smoke and apples');

    // Reordering with the keyboard: focus stays on the moved chapter's arrows.
    await page.getByRole('link', { name: 'Story details' }).click();
    await expect(page).toHaveURL(atPath(storyUrl));
    await expect.poll(() => chapterOrder(page)).toEqual(['The Letter', 'The Orchard']);
    await page.getByRole('button', { name: 'Move The Orchard up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chapterOrder(page)).toEqual(['The Orchard', 'The Letter']);
    await expect(page.getByRole('button', { name: 'Move The Orchard down' })).toBeFocused();
    await page.reload();
    await expect.poll(() => chapterOrder(page)).toEqual(['The Orchard', 'The Letter']);

    // Publish, then unpublish (owner only, SPEC section 4).
    await publication.getByRole('button', { name: 'Publish' }).click();
    await expect(publication.getByText('Published', { exact: true })).toBeVisible();
    await publication.getByRole('button', { name: 'Unpublish' }).click();
    await expect(publication.getByText('Private', { exact: true })).toBeVisible();
    await expect(publication.getByRole('button', { name: 'Publish' })).toBeVisible();

    // My Stories shows the card; the Published filter no longer finds it.
    await page.goto('/stories');
    const card = page.getByRole('article', { name: 'The Glass Orchard' });
    await expect(card.getByText('Owner', { exact: true })).toBeVisible();
    await expect(card.getByText('2 chapters')).toBeVisible();
    await expect(card.getByText('Updated just now')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continue: The Glass Orchard' })).toHaveAttribute(
      'href',
      `${storyUrl}/session`,
    );
    await page.getByLabel('Status').selectOption('Published');
    await expect(page.getByText('No stories match your filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(card).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Deleting asks first, then goes back to an empty My Stories; the old address is a 404 page.
    await card.getByRole('link', { name: 'View Details: The Glass Orchard' }).click();
    await page.getByRole('button', { name: 'Delete story' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this story?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete story' }).click();
    await confirm.getByRole('button', { name: 'Delete story' }).click();
    await expect(page).toHaveURL(atPath('/stories'));
    await expect(page.getByRole('link', { name: 'Create Your First Story' })).toBeVisible();
    await page.goto(storyUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
  });

  test('nothing typed is lost when the connection drops', async ({ page }) => {
    await signUpAndSignIn(page, 'offline');
    const story = await postJson<{ id: string }>(page, '/api/v1/stories', {
      title: 'Storm Journal',
      genre: 'Modern',
    });
    const chapter = await postJson<{ id: string }>(page, `/api/v1/stories/${story.id}/chapters`, {
      title: 'Landfall',
    });
    const room = `/stories/${story.id}/session`;

    // The live socket is refused (as behind a proxy without WebSocket support), so the room falls
    // back to saving over HTTP: that path is what this test covers (the live room's own offline
    // merge is in live-session.spec.ts).
    await page.addInitScript(refuseLiveSocket);
    await page.goto(room);
    const editor = page.getByRole('textbox', { name: 'Text of Landfall' });
    await expect(editor).toBeVisible();
    // The autosave status line appears once the room has given up on the socket.
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 20_000 });

    // Saves now fail the way a dropped connection fails them.
    const chapterUrl = `**/api/v1/stories/${story.id}/chapters/${chapter.id}`;
    await page.route(chapterUrl, (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    await editor.click();
    await page.keyboard.type('The radio went quiet at noon.');
    await expect(saveStatus(page)).toHaveText('Offline — retrying');

    // Leaving inside the app asks first.
    await page.getByRole('link', { name: 'Story details' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(atPath(room));

    // Reloading warns too (beforeunload); the text comes back from this device.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await expect(editor).toContainText('The radio went quiet at noon.');
    await expect(
      page.getByText('Unsaved changes from your last visit on this device were restored'),
    ).toBeVisible();

    // Once the connection is back, the retry brings the text to the server.
    await page.unroute(chapterUrl);
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 40_000 });
    const stored = await page.request.get(`/api/v1/stories/${story.id}/chapters/${chapter.id}`);
    expect(JSON.stringify(await stored.json())).toContain('The radio went quiet at noon.');

    // A save made elsewhere meanwhile is never overwritten unasked: the room offers to reload.
    const elsewhere = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'From the other tab.' }] }],
    };
    const patched = await page.request.patch(`/api/v1/stories/${story.id}/chapters/${chapter.id}`, {
      data: { content: elsewhere },
      headers: { origin: baseURL },
    });
    expect(patched.status()).toBe(200);
    await editor.click();
    await page.keyboard.type(' Then static.');
    await expect(saveStatus(page)).toHaveText('Changed elsewhere');
    await page.getByRole('button', { name: 'Reload chapter' }).click();
    await expect(editor).toHaveText('From the other tab.');
    await expect(saveStatus(page)).toHaveText('Saved');
  });

  test('a collaborator is added, sees the story and writes in it, then leaves', async ({ page, browser }) => {
    const owner = await signUpAndSignIn(page, 'owner');
    const collaboratorPage = await (await browser.newContext({ baseURL })).newPage(); // a second person
    const collaborator = await createConfirmedAccount(collaboratorPage, 'collab');

    // The story itself is not what this test is about: made through the API as the owner.
    const story = await postJson<{ id: string }>(page, '/api/v1/stories', {
      title: 'Lanterns for Two',
      genre: 'Fantasy',
    });

    // Inviting people is a Worldsmith feature: the owner upgrades first (the lock has its own test).
    await subscribeByApi(page, 'Worldsmith');

    // The owner adds the collaborator by username, as Co-Author.
    await page.goto('/collaborators');
    const form = page.getByRole('region', { name: 'Add a collaborator' });
    await form.getByLabel('Story').selectOption({ label: 'Lanterns for Two' });
    await form
      .getByRole('searchbox', { name: 'Search people by username or e-mail' })
      .fill(collaborator.username.slice(0, 12));
    await form.getByRole('button', { name: `Choose ${collaborator.username}` }).click();
    await form.getByLabel('Role').selectOption('Co-Author');
    await form.getByRole('button', { name: 'Add collaborator' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: 'now helps write "Lanterns for Two" as Co-Author' }),
    ).toBeVisible();
    const ownedCard = page
      .getByRole('region', { name: 'Stories you own' })
      .getByRole('article', { name: 'Lanterns for Two' });
    await expect(ownedCard.getByText(collaborator.username)).toBeVisible();
    await expect(ownedCard.getByText('Co-Author')).toBeVisible();

    // The collaborator finds it under the stories where they collaborate and opens the writing room.
    await fillLogin(collaboratorPage, collaborator.email, collaborator.password);
    await expect(collaboratorPage).toHaveURL(atPath('/'));
    await collaboratorPage.goto('/collaborators');
    const shared = collaboratorPage
      .getByRole('region', { name: 'Stories where you collaborate' })
      .getByRole('article', { name: 'Lanterns for Two' });
    await expect(shared.getByText(`by ${owner.username}`)).toBeVisible();
    await expect(shared.getByText('Co-Author')).toBeVisible();
    await shared.getByRole('link', { name: 'Open Lanterns for Two in the writing room' }).click();
    await expect(collaboratorPage).toHaveURL(atPath(`/stories/${story.id}/session`));
    await expect(collaboratorPage.getByRole('heading', { level: 1, name: /Lanterns for Two/ })).toBeVisible();
    await collaboratorPage.getByRole('button', { name: 'Add the first chapter' }).click();
    await writeAndWaitForSave(collaboratorPage, 'Chapter 1', 'Two lanterns, one flame.');

    // Leaving asks first, then the story is gone from their list.
    await collaboratorPage.goto('/collaborators');
    await shared.getByRole('button', { name: 'Leave Lanterns for Two' }).click();
    await collaboratorPage.getByRole('alertdialog').getByRole('button', { name: 'Leave story' }).click();
    await expect(collaboratorPage.getByText('Not collaborating yet')).toBeVisible();
    await collaboratorPage.context().close();
  });

  test('a Free owner sees the collaboration lock with the plans that invite and a link to them', async ({
    page,
  }) => {
    await signUpAndSignIn(page, 'freeown');
    const story = await postJson<{ id: string }>(page, '/api/v1/stories', {
      title: 'Lantern for One',
      genre: 'Fantasy',
    });

    // The story page: no invitation hint, the lock instead.
    await page.goto(`/stories/${story.id}`);
    const lock = page.getByTestId('collaboration-lock');
    await expect(lock).toContainText(
      'Inviting collaborators is part of the Worldsmith and Master Weaver plans.',
    );
    await expect(lock).toContainText('Your Free plan does not include it.');
    await expect(page.getByText('Invite writers, editors or beta readers')).toHaveCount(0);

    // The collaborators screen: the lock in place of the form, no Add button on the story.
    await page.goto('/collaborators');
    const region = page.getByRole('region', { name: 'Add a collaborator' });
    await expect(region.getByTestId('collaboration-lock')).toContainText(
      'People already on your stories keep their access',
    );
    await expect(region.getByRole('button', { name: 'Add collaborator' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await region.getByRole('link', { name: 'See plans and upgrade' }).click();
    await expect(page).toHaveURL(atPath('/subscription'));
  });
});
