import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './fixtures/auth-screens';
import { demoEmail, demoOrigin, signedInDemoPage } from './fixtures/demo';

// The creator studio's acceptance flows, as people would do them in the browser.

async function openRequestFromHelp(page: Page, subject: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Help' }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill(`${subject}: please help.`);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  return page.url().split('/support/')[1]!;
}

// Three accounts, two requests, replies, the outbox and an axe pass: more than the default
// 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('support desk: a Free user and a Master Weaver ask, the admin answers the Master Weaver first, replies reach the thread and the outbox', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const dorian = await signedInDemoPage(browser, 'dorian'); // Free
  const aria = await signedInDemoPage(browser, 'aria'); // Master Weaver
  const freeSubject = `Free question ${stamp}`;
  const weaverSubject = `Weaver question ${stamp}`;
  const freeId = await openRequestFromHelp(dorian, freeSubject);
  await openRequestFromHelp(aria, weaverSubject);
  await expect(aria.getByText('Open', { exact: true })).toBeVisible();

  const admin = await signedInDemoPage(browser, 'admin');
  await admin.goto('/admin/support');
  const rows = admin.getByRole('row');
  await expect(rows.filter({ hasText: weaverSubject })).toContainText('Dedicated');
  const subjects = await admin.getByRole('row').allTextContents();
  const weaverAt = subjects.findIndex((s) => s.includes(weaverSubject));
  const freeAt = subjects.findIndex((s) => s.includes(freeSubject));
  expect(weaverAt).toBeGreaterThan(0);
  expect(weaverAt).toBeLessThan(freeAt);
  await expect(rows.filter({ hasText: weaverSubject }).locator('time')).toHaveAttribute('datetime', /T/);
  expect(await seriousViolations(admin)).toEqual([]);

  // The admin answers the Free user's request with a canned reply, and leaves an internal note.
  await admin.getByRole('link', { name: freeSubject }).click();
  await admin.getByLabel('Internal note (admins only)').check();
  await admin.getByLabel(/Note for admins/).fill(`Internal ${stamp}`);
  await admin.getByRole('button', { name: 'Add note' }).click();
  await expect(admin.getByRole('list', { name: 'Messages' }).getByText(`Internal ${stamp}`)).toBeVisible();
  await admin.getByLabel('Internal note (admins only)').uncheck();
  await admin.getByLabel('Canned reply').selectOption({ label: 'Fixed' });
  await expect(admin.getByLabel(/Reply \(e-mailed/)).toHaveValue(/This is fixed now/);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Waiting on user').first()).toBeVisible();

  // The reply is in the user's thread (the note is not) and in the outbox.
  await dorian.goto(`/support/${freeId}`);
  await expect(dorian.getByText(/This is fixed now/)).toBeVisible();
  await expect(dorian.getByText('Inkforge support')).toBeVisible();
  await expect(dorian.getByText(`Internal ${stamp}`)).toHaveCount(0);
  await dorian.getByLabel('Your reply').fill('Thank you!');
  await dorian.getByRole('button', { name: 'Send reply' }).click();
  await expect(dorian.getByRole('list', { name: 'Messages' }).getByText('Thank you!')).toBeVisible();
  expect(await seriousViolations(dorian)).toEqual([]);

  await expect(async () => {
    await dorian.goto('/dev/mail');
    await expect(
      dorian
        .getByRole('listitem')
        .filter({ hasText: `to ${demoEmail('dorian')}` })
        .getByRole('link', { name: `Re: ${freeSubject} [Inkforge support]` }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // Nobody else reads it: another user gets 404 from the API and the page.
  const bram = await signedInDemoPage(browser, 'bram');
  const theirs = await bram.request.get(`/api/v1/support/requests/${freeId}`, { headers: demoOrigin() });
  expect(theirs.status()).toBe(404);
  await bram.goto(`/support/${freeId}`);
  await expect(bram.getByText(/Support request not found/)).toBeVisible();
});
