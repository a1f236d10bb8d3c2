import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { createConfirmedAccount, newAccount, signInByApi } from './fixtures/accounts';

// Edit profile in a real browser (SPEC sections 2, 4, 5): avatar upload with progress, stored as
// a JPEG inside 400x400; username and bio; Cancel with unsaved changes asks first; Save shows the
// success message and goes to /profile after 1.5 s; aliases: add three, make the second primary,
// delete the third, a taken alias is refused; edit one (rename, visibility), kept after a reload,
// and renaming it to a taken alias is refused in the dialog.

const UNSAVED = 'You have unsaved changes. Are you sure you want to leave?';
const SUCCESS = 'Profile updated successfully! Redirecting...';

async function pngFile(width: number, height: number) {
  const buffer = await sharp({
    create: { width, height, channels: 4, background: { r: 166, g: 61, b: 23, alpha: 0.8 } },
  })
    .png()
    .toBuffer();
  return { name: 'portrait.png', mimeType: 'image/png', buffer };
}

async function signedIn(page: Page, prefix: string) {
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return account;
}

const avatarInput = (page: Page) =>
  page.getByRole('group', { name: 'Profile picture' }).locator('input[type="file"]');
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/ });

test('edit profile: PNG avatar with progress, stored as a small JPEG; username and bio; cancel asks; save redirects after 1.5 s', async ({
  page,
}) => {
  const account = await signedIn(page, 'edit');
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await expect(saveButton(page)).toBeEnabled();

  // Slow the upload a little so its progress can be seen.
  await page.route('**/api/v1/uploads/profile-images', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await avatarInput(page).setInputFiles(await pngFile(1200, 800));
  const progress = page.getByRole('progressbar', { name: 'Profile picture upload' });
  await expect(progress).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await expect(progress).toBeHidden({ timeout: 15_000 });
  const preview = page.getByRole('img', { name: 'Current profile picture' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/profile-images\/.+\.jpg$/);

  const src = (await preview.getAttribute('src'))!;
  const stored = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const blob = await res.blob();
    const bitmap = await createImageBitmap(blob);
    return {
      type: res.headers.get('content-type'),
      first: [...new Uint8Array(await blob.slice(0, 3).arrayBuffer())],
      width: bitmap.width,
      height: bitmap.height,
    };
  }, src);
  expect(stored).toEqual({ type: 'image/jpeg', first: [0xff, 0xd8, 0xff], width: 400, height: 267 });

  // Field messages follow the SPEC, and Save waits for a valid form.
  const username = page.getByLabel('Username');
  await username.fill('ab');
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  const newName = newAccount('renamed').username;
  await username.fill(newName);
  await expect(saveButton(page)).toBeEnabled();

  const bio = page.getByLabel('Bio');
  await bio.fill('b'.repeat(501));
  await expect(page.getByText('Bio must be less than 500 characters')).toBeVisible();
  await expect(page.getByText('501 / 500')).toBeVisible();
  await bio.fill('I write lighthouse mysteries.');
  await expect(page.getByText('29 / 500')).toBeVisible();

  // A different e-mail asks for the current password and says where the link goes.
  await page.getByLabel('Email', { exact: true }).fill('elsewhere@example.com');
  await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
  await expect(page.getByText(/confirmation link to the new address/)).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await expect(page.getByLabel('Current password', { exact: true })).toBeHidden();

  // Cancel with unsaved changes asks first; staying keeps every edit.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(UNSAVED);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(username).toHaveValue(newName);

  // Closing the tab gets the browser's own warning (dismissed: the page stays).
  const warning = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await warning).toBe('beforeunload');
});

test('save shows the success message, redirects after 1.5 s and the nav shows the new name', async ({
  page,
}) => {
  await signedIn(page, 'save');
  await page.goto('/profile/edit');
  const newName = newAccount('saved').username;
  await page.getByLabel('Username').fill(newName);
  await page.getByLabel('Bio').fill('Maps, ink and old ships.');
  await avatarInput(page).setInputFiles(await pngFile(500, 900));
  await expect(page.getByRole('img', { name: 'Current profile picture' })).toHaveAttribute(
    'src',
    /^\/uploads\/profile-images\//,
  );

  await saveButton(page).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page).toHaveURL((url) => url.pathname === '/profile', { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_000);
  await expect(page.getByRole('banner').getByRole('link', { name: newName })).toBeVisible();

  const me = await page.evaluate(async () => (await (await fetch('/api/v1/me')).json()).user);
  expect(me).toMatchObject({ username: newName, bio: 'Maps, ink and old ships.' });
  expect(me.profileImage).toMatch(/^\/uploads\/profile-images\//);
});

test('cancel with unsaved changes: leaving after the question goes to /profile without saving', async ({
  page,
}) => {
  const account = await signedIn(page, 'cncl');
  await page.goto('/profile/edit');
  await page.getByLabel('Bio').fill('Never saved');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  const me = await page.evaluate(async () => (await (await fetch('/api/v1/me')).json()).user);
  expect(me).toMatchObject({ username: account.username, bio: '' });

  // Without changes, Cancel leaves at once.
  await page.goto('/profile/edit');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
});

async function addAlias(page: Page, alias: string) {
  await page.getByRole('button', { name: 'Add alias' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add an alias' });
  await dialog.getByRole('textbox', { name: 'Alias' }).fill(alias);
  await dialog.getByRole('button', { name: 'Add alias' }).click();
  return dialog;
}

test('aliases: add three, make the second primary, delete the third; a taken alias is refused; edit one', async ({
  page,
  browser,
}, testInfo) => {
  // Someone else holds an alias first.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signedIn(other, 'othr');
  const taken = `taken${Date.now().toString(36)}`;
  const created = await other.evaluate(
    async (alias) =>
      (
        await fetch('/api/v1/me/aliases', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ alias }),
        })
      ).status,
    taken,
  );
  expect(created).toBe(201);
  await otherContext.close();

  await signedIn(page, 'alias');
  await page.goto('/profile/edit');
  await expect(page.getByText('No aliases yet.')).toBeVisible();
  const stamp = Date.now().toString(36);
  const names = [`First${stamp}`, `second${stamp}`, `third${stamp}`];
  for (const name of names) {
    const dialog = await addAlias(page, name);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Your aliases' })).toContainText(name.toLowerCase());
  }
  const rows = page.getByTestId('alias-row');
  await expect(rows).toHaveCount(3);
  // The first alias became primary (the dialog offers it when there are none); stored lowercase.
  await expect(rows.nth(0)).toContainText(names[0]!.toLowerCase());
  await expect(rows.nth(0)).toContainText('Primary');
  await expect(rows.nth(0).getByRole('button', { name: /Set Primary/ })).toHaveCount(0);

  await rows
    .filter({ hasText: names[1]!.toLowerCase() })
    .getByRole('button', { name: /Set Primary/ })
    .click();
  await expect(rows.nth(0)).toContainText(names[1]!.toLowerCase());
  await expect(rows.nth(0)).toContainText('Primary');
  await expect(page.getByText('Primary', { exact: true })).toHaveCount(1);

  await rows
    .filter({ hasText: names[2]! })
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete alias' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Your aliases' })).not.toContainText(names[2]!);

  // Messages: too short, then taken by someone else (in another case).
  const dialog = await addAlias(page, 'ab');
  await expect(dialog.getByText('Alias must be between 3 and 30 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alias' }).fill(taken.toUpperCase());
  await dialog.getByRole('button', { name: 'Add alias' }).click();
  await expect(dialog.getByText('This alias is already taken')).toBeVisible();

  await screenshots(page, 'profile-edit-dialog', testInfo, { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);

  // Edit: the dialog opens filled in; rename and make private, with a saving state while it sends.
  const first = names[0]!.toLowerCase();
  const renamed = `renamed${stamp}`;
  const edit = await openEdit(page, first);
  await expect(edit.getByRole('textbox', { name: 'Alias' })).toHaveValue(first);
  await expect(edit.getByRole('combobox', { name: 'Visibility' })).toHaveValue('public');
  await expect(edit.getByRole('checkbox')).toHaveCount(0);
  await edit.getByRole('textbox', { name: 'Alias' }).fill(`Renamed${stamp}`);
  await edit.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Private' });
  await expect(edit.getByText('Only you see it.')).toBeVisible();
  await page.route('**/api/v1/me/aliases/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(edit).toBeHidden();
  await page.unroute('**/api/v1/me/aliases/*');
  const renamedRow = rows.filter({ hasText: renamed });
  await expect(renamedRow).toContainText('Private');
  await expect(page.getByRole('list', { name: 'Your aliases' })).not.toContainText(first);

  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(renamedRow).toContainText('Private');
  await expect(rows.nth(0)).toContainText(names[1]!.toLowerCase());
  await expect(page.getByRole('list', { name: 'Your aliases' })).not.toContainText(first);

  // Renaming to someone else's alias: the server's message under the field, the dialog stays
  // open with what was typed, and nothing changes.
  const refused = await openEdit(page, renamed);
  await refused.getByRole('textbox', { name: 'Alias' }).fill(taken.toUpperCase());
  await refused.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: 'Friends' });
  await refused.getByRole('button', { name: 'Save changes' }).click();
  await expect(refused.getByText('This alias is already taken')).toBeVisible();
  await expect(refused.getByRole('textbox', { name: 'Alias' })).toHaveValue(taken.toUpperCase());
  await expect(refused.getByRole('textbox', { name: 'Alias' })).toHaveAttribute('aria-invalid', 'true');
  await expect(refused.getByRole('combobox', { name: 'Visibility' })).toHaveValue('friends');
  await expect(refused.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await screenshots(page, 'alias-edit-dialog', testInfo, { fullPage: false });
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(refused).toBeHidden();
  await expect(renamedRow).toContainText('Private');

  // Opening it again starts from the saved alias, not the refused input.
  const reopened = await openEdit(page, renamed);
  await expect(reopened.getByRole('textbox', { name: 'Alias' })).toHaveValue(renamed);
  await expect(reopened.getByRole('combobox', { name: 'Visibility' })).toHaveValue('private');
  await expect(reopened.getByText('This alias is already taken')).toHaveCount(0);
  await reopened.getByRole('button', { name: 'Cancel' }).click();

  const mine = await page.evaluate(async () => (await (await fetch('/api/v1/me/aliases')).json()).items);
  expect(mine.map((a: { alias: string; visibility: string }) => [a.alias, a.visibility])).toEqual([
    [names[1]!.toLowerCase(), 'public'],
    [renamed, 'private'],
  ]);
  await screenshots(page, 'profile-edit', testInfo);
});

async function openEdit(page: Page, alias: string) {
  await page.getByRole('button', { name: `Edit alias ${alias}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit alias' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Screenshots at 1280 and 390 pixels wide, attached to the report. Open dialogs are taken as the
 * viewport shows them: a full-page capture stitches a fixed overlay into the scrolled page.
 */
async function screenshots(page: Page, name: string, testInfo: TestInfo, { fullPage = true } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
}
