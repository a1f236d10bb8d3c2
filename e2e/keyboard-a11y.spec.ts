import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { seriousViolations } from './fixtures/auth-screens';
import { subscribeByApi } from './fixtures/plans';

// Keyboard and screen reader behaviour of the shell and the forms: focus goes back where it came
// from, a new screen takes focus and is announced, an incomplete form says what is missing, and
// the editor toolbar is one tab stop.

/** Creates something through the API as the signed-in person (what the test is not about). */
async function postJson<T>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

test.describe('signed in', () => {
  // Each test makes a confirmed account first; the writing room loads the editor on top.
  test.slow();
  test('story detail: a dialog closed with Escape gives focus back; both collaborator counts agree', async ({
    page,
  }) => {
    const account = await createConfirmedAccount(page, 'kbd');
    await signInByApi(page, account);
    const story = await postJson<{ id: string }>(page, '/api/v1/stories', {
      title: 'Quiet Harbour',
      genre: 'Modern',
    });
    await page.goto(`/stories/${story.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiet Harbour' })).toBeVisible();

    // The overview and the panel count the same people: none invited yet.
    await expect(page.getByText('No collaborators yet', { exact: false })).toBeVisible();
    const overview = page.locator('dl').filter({ hasText: 'Collaborators' });
    await expect(overview.getByText('None yet', { exact: true })).toBeVisible();
    await expect(page.getByText(/\b1 person\b/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const trigger = page.getByRole('button', { name: 'Delete story' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this story?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('and its 0 chapters will be deleted');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("/collaborators: submitting without a person shows 'Choose a user' and focuses the search", async ({
    page,
  }) => {
    const account = await createConfirmedAccount(page, 'kbdc');
    await signInByApi(page, account);
    await subscribeByApi(page, 'Worldsmith'); // inviting people is a Worldsmith feature
    await postJson(page, '/api/v1/stories', { title: 'Shared Lantern', genre: 'Fantasy' });
    await page.goto('/collaborators');
    const form = page.getByRole('region', { name: 'Add a collaborator' });
    await form.getByLabel('Story').selectOption({ label: 'Shared Lantern' });
    const search = form.getByRole('searchbox', { name: 'Search people by username or e-mail' });

    // Nothing typed.
    await form.getByRole('button', { name: 'Add collaborator' }).click();
    await expect(form.getByText('Choose a user', { exact: true })).toBeVisible();
    await expect(search).toBeFocused();

    // A search typed but no one chosen: the message stays beside the search's own status.
    await search.fill('nobody-by-this-name');
    await expect(form.getByText('No one found for "nobody-by-this-name".')).toBeVisible();
    await form.getByRole('button', { name: 'Add collaborator' }).click();
    await expect(form.getByText('Choose a user', { exact: true })).toBeVisible();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(search).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the editor toolbar is one tab stop: arrows, Home and End move inside it', async ({ page }) => {
    const account = await createConfirmedAccount(page, 'kbdt');
    await signInByApi(page, account);
    const story = await postJson<{ id: string }>(page, '/api/v1/stories', {
      title: 'Tide Tables',
      genre: 'Modern',
    });
    await postJson(page, `/api/v1/stories/${story.id}/chapters`, { title: 'Low Water' });
    await page.goto(`/stories/${story.id}/session`);
    await expect(page.getByRole('textbox', { name: 'Text of Low Water' })).toBeVisible({ timeout: 30_000 });

    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
    // The toolbar is one stop in the tab order: no button is tabbable on its own until one is used.
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(0);

    await button('Bold').focus();
    await page.keyboard.press('ArrowRight');
    await expect(button('Italic')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(button('Heading')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(button('Italic')).toBeFocused();
    // Undo and Redo have nothing to do yet, so End stops at the last button that works.
    await page.keyboard.press('End');
    await expect(button('Quote')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(button('Bold')).toBeFocused();
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
    await expect(button('Bold')).toHaveAttribute('tabindex', '0');

    // Tab leaves the toolbar at once; Shift+Tab comes back to the button last used.
    await button('Subheading').focus();
    await page.keyboard.press('Tab');
    await expect(toolbar.getByRole('button').filter({ has: page.locator(':focus') })).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(button('Subheading')).toBeFocused();
    // The writing area shows where the keyboard is: a focus ring, not just a caret.
    const text = page.getByRole('textbox', { name: 'Text of Low Water' });
    await text.focus();
    await expect(text).toBeFocused();
    expect(await text.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the top tier's subscription card offers plans, not an upgrade; counts read in the singular at one", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const res = await page.request.post('/api/v1/auth/sign-in/email', {
      data: { email: 'aria@demo.inkforge.local', password: 'inkforge-demo' },
      headers: { origin: baseURL },
    });
    test.skip(res.status() === 401, 'this server has no demo data');
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Subscription' });
    await expect(card.getByText('Master Weaver', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/subscription');
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/authors/aria');
    await expect(page.getByRole('heading', { level: 1, name: 'aria' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Published stories' })).toBeVisible();
    await expect(page.getByText(/\b1 (views|chapters|words|reviews|stars)\b/)).toHaveCount(0);
    await context.close();
  });

  test('an event page passes axe; Join and Cancel by keyboard move focus to what happened and say it', async ({
    page,
  }) => {
    const account = await createConfirmedAccount(page, 'kbde');
    await signInByApi(page, account);
    const list = await page.request.get('/api/v1/events?limit=50');
    type Card = {
      id: string;
      title: string;
      status: string;
      maxParticipants: number | null;
      currentParticipants: number;
    };
    const open = ((await list.json()) as { items: Card[] }).items.find(
      (e) =>
        ['Upcoming', 'Active'].includes(e.status) &&
        (e.maxParticipants === null || e.currentParticipants < e.maxParticipants),
    );
    test.skip(!open, 'this server has no joinable event');
    await page.goto(`/community/events/${open!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: open!.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Join Event', exact: true }).focus();
    await page.keyboard.press('Enter');
    const place = page.getByRole('status').filter({ hasText: `You joined ${open!.title}: Registered` });
    await expect(place).toBeFocused();

    const cancel = page.getByRole('button', { name: `Cancel registration for ${open!.title}` });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const cancelled = page
      .getByRole('status')
      .filter({ hasText: `Registration for ${open!.title} cancelled.` });
    await expect(cancelled).toBeFocused();
    await expect(page.getByRole('button', { name: 'Join Event', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('confirming a plan by keyboard moves focus to the outcome, which is read out', async ({ page }) => {
    const account = await createConfirmedAccount(page, 'kbdp');
    await signInByApi(page, account);
    await page.goto('/subscription/checkout?plan=Chronicler&interval=monthly');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    const outcome = page.getByRole('heading', { level: 2, name: 'Welcome to Chronicler!' });
    await expect(outcome).toBeFocused();
    await expect(page.getByRole('status').filter({ has: outcome })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('buying a template by keyboard moves focus to the purchase, which is read out', async ({ page }) => {
    const account = await createConfirmedAccount(page, 'kbdb');
    await signInByApi(page, account);
    // A fresh account is Free, which may not buy paid templates: it takes Chronicler first.
    const quote = await postJson<{ id: string }>(page, '/api/v1/billing/checkout', {
      plan: 'Chronicler',
      interval: 'monthly',
    });
    const paid = await page.request.post(`/api/v1/billing/checkout/${quote.id}/confirm`, {
      headers: { origin: baseURL },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const list = await page.request.get('/api/v1/marketplace/templates?price=paid');
    expect(list.status(), await list.text()).toBe(200);
    type Card = { id: string; name: string; viewer: { owned: boolean; isOwner: boolean } | null };
    const paidPage = (await list.json()) as { items: Card[]; viewerCanBuyPaid: boolean };
    expect(paidPage.viewerCanBuyPaid).toBe(true);
    const template = paidPage.items.find((t) => t.viewer && !t.viewer.owned && !t.viewer.isOwner);
    test.skip(!template, 'this server has no paid template to buy');
    await page.goto(`/marketplace/templates/${template!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: template!.name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Buy Now' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Buy ${template!.name}?` });
    await dialog.getByRole('button', { name: /^Pay \$/ }).focus();
    await page.keyboard.press('Enter');
    const outcome = page.getByRole('status').filter({ hasText: 'Purchase complete. The template is yours.' });
    await expect(outcome).toBeFocused();
    await expect(page.getByRole('button', { name: 'Use this template' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('joining a group by keyboard moves focus to what happened; its tabs move with arrows, Home and End', async ({
    page,
  }) => {
    const account = await createConfirmedAccount(page, 'kbdg');
    await signInByApi(page, account);
    const list = await page.request.get('/api/v1/groups?limit=50');
    type Card = { id: string; name: string; privacyLevel: string; viewer: { role: string | null } };
    const group = ((await list.json()) as { items: Card[] }).items.find(
      (g) => g.privacyLevel === 'Public' && !g.viewer.role,
    );
    test.skip(!group, 'this server has no public group to join');
    await page.goto(`/community/groups/${group!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: group!.name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Join Group ${group!.name}` }).focus();
    await page.keyboard.press('Enter');
    const joined = page.getByRole('status').filter({ hasText: `You joined ${group!.name}.` });
    await expect(joined).toBeFocused();
    await expect(page.getByRole('button', { name: 'Leave group' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The tabs are one tab stop; arrows, Home and End move and select (WAI-ARIA tabs).
    const tabs = page.getByRole('tablist', { name: 'Group sections' });
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
    await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await expect(tab('About')).toHaveAttribute('tabindex', '0');
    await tab('About').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Members')).toBeFocused();
    await expect(tab('Members')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=members\b/);
    await expect(page.getByRole('tabpanel', { name: 'Members' })).toBeVisible();
    // A member's last tab is the group's play sessions (issue 23).
    await page.keyboard.press('End');
    await expect(tab('Play sessions')).toBeFocused();
    await expect(tab('Play sessions')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('About')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Play sessions')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('About')).toBeFocused();
    await expect(tab('About')).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    // Tab leaves the tab list at once.
    await page.keyboard.press('Tab');
    await expect(tabs.locator(':focus')).toHaveCount(0);
    // A fast typist: keys before the selection has come back through the URL still move on
    // from the focused tab, and Tab right after them leaves the list.
    await tab('About').focus();
    for (const key of ['End', 'ArrowLeft', 'ArrowLeft', 'Home', 'ArrowRight', 'Tab'])
      await page.keyboard.press(key);
    await expect(tabs.locator(':focus')).toHaveCount(0);
    await expect(tab('Members')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]tab=members\b/);
    await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('creating an API token by keyboard moves focus to the new token, which is read out', async ({
    page,
  }) => {
    const account = await createConfirmedAccount(page, 'kbdk');
    await signInByApi(page, account);
    await page.goto('/settings/tokens');
    await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const name = page.getByLabel('Name', { exact: true });
    await name.fill('backup script');
    await page.getByRole('button', { name: 'Create token' }).focus();
    await page.keyboard.press('Enter');
    const created = page
      .getByRole('status')
      .filter({ hasText: 'Token ‘backup script’ created. Copy it now: it will not be shown again.' });
    await expect(created).toBeFocused();
    await expect(page.getByTestId('new-token-secret')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Done puts the form back and the focus in its first field, never on the page.
    await page.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  });

  test('a version restore is announced and the focus goes back to History', async ({ page }) => {
    const account = await createConfirmedAccount(page, 'kbdv');
    await signInByApi(page, account);
    const story = await postJson<{ id: string }>(page, '/api/v1/stories', {
      title: 'Salt Ledger',
      genre: 'Modern',
    });
    const chapter = await postJson<{ id: string }>(page, `/api/v1/stories/${story.id}/chapters`, {
      title: 'Slack Tide',
    });
    await page.goto(`/stories/${story.id}/session?chapter=${chapter.id}`);
    const text = page.getByRole('textbox', { name: 'Text of Slack Tide' });
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 30_000 });
    await text.click();
    await page.keyboard.type('The ledger was dry.');

    const history = page.getByRole('dialog', { name: 'History of Slack Tide' });
    const open = page.getByRole('button', { name: 'History', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    await history.getByRole('button', { name: 'Save version' }).click();
    const version = history
      .getByRole('list', { name: 'Versions' })
      .getByRole('button', { name: /Saved by / });
    await expect(version).toBeVisible();
    await version.focus();
    await page.keyboard.press('Enter');
    await history.getByRole('button', { name: 'Restore this version' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('alertdialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Restore' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(history).toBeHidden();
    const announced = page.getByRole('status').filter({
      hasText: /^Restored Slack Tide to the version from .+\. The text it replaced is kept as a version\.$/,
    });
    await expect(announced).toHaveCount(1);
    await expect(open).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
