import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { atPath, seriousViolations } from './fixtures/auth-screens';

// The creator workspace's characters and worlds screens (SPEC section 2, My Characters and My
// Worlds; section 6 plan limits), in a real browser against the real server. Every test starts
// from a fresh Free account; bulk data is made through the API from the page itself.

const main = (page: Page) => page.getByRole('main');
const characterCard = (page: Page, name: string) => main(page).getByRole('article', { name });
const worldCard = (page: Page, name: string) => main(page).getByRole('article', { name });

async function signedInCreator(page: Page, prefix: string) {
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return account;
}

/** Runs in the page: POSTs JSON to the API with the session cookie, as the app does; answers the status. */
async function postFromPage(page: Page, path: string, bodies: object[]): Promise<number[]> {
  return page.evaluate(
    async ({ path, bodies }) => {
      const statuses: number[] = [];
      for (const body of bodies) {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        statuses.push(res.status);
      }
      return statuses;
    },
    { path, bodies },
  );
}

/** A real PNG drawn on a canvas in the page, for the file picker. */
async function canvasPng(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2c6a3b';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#c98a1b';
    context.fillRect(160, 120, 320, 240);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  return Buffer.from(bytes);
}

/** Adds traits through the chip input the way a person would: typing, then Enter or a comma. */
async function addTraits(page: Page, traits: { text: string; by: 'Enter' | ',' }[]) {
  const input = page.getByRole('textbox', { name: 'Personality traits' });
  for (const { text, by } of traits) {
    await input.pressSequentially(text);
    await input.press(by);
  }
}

test.describe('characters and worlds', () => {
  test('build a world with an image, create a character in it with three traits, edit and delete it', async ({
    page,
  }) => {
    await signedInCreator(page, 'cw');

    // An empty workspace offers the way in.
    await page.goto('/worlds');
    await expect(main(page).getByRole('heading', { name: 'No worlds yet' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Build World' }).last().click();
    await expect(page).toHaveURL(atPath('/worlds/create'));

    // The world form: required genre, defaults, a lore section with its count, an image.
    await page.getByRole('button', { name: 'Build World' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await expect(page.getByRole('combobox', { name: 'Genre' })).toHaveAccessibleDescription('Choose a genre');
    await page.getByRole('textbox', { name: 'Name' }).fill('Vellmar Reach');
    await page.getByRole('combobox', { name: 'Genre' }).selectOption('Fantasy');
    await page.getByRole('combobox', { name: 'Technology level' }).selectOption('Medieval');
    await expect(page.getByRole('combobox', { name: 'Privacy' })).toHaveValue('Private');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Salt marshes, drowned abbeys and a king who never sleeps.');
    const geography = page.getByRole('button', { name: /Geography/ });
    await expect(geography).toHaveAttribute('aria-expanded', 'false');
    await geography.click();
    await page.getByRole('textbox', { name: 'Geography' }).fill('Marsh, fen and tide-roads.');
    await expect(page.getByText('26 / 50,000')).toBeVisible();

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: await canvasPng(page) });
    await expect(page.getByRole('img', { name: 'Current world image' })).toHaveAttribute(
      'src',
      /^\/uploads\/world-images\//,
    );
    await page.getByRole('button', { name: 'Build World' }).click();

    await expect(page).toHaveURL(atPath('/worlds'));
    const world = worldCard(page, 'Vellmar Reach');
    await expect(world).toContainText('Fantasy');
    await expect(world).toContainText('Private');
    await expect(world).toContainText('Medieval');
    await expect(world.locator('img')).toHaveAttribute('src', /^\/uploads\/world-images\//);
    for (const label of ['Collaborators', 'Stories', 'Characters']) {
      await expect(world.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(world.getByRole('definition')).toHaveText(['0', '0', '0']);
    await expect(world.getByRole('link', { name: /^Explore/ })).toHaveAttribute(
      'href',
      /^\/worlds\/[0-9a-f-]{36}\/edit$/,
    );
    await expect(world.getByRole('link', { name: /^Stories/ })).toHaveAttribute('href', '/stories/create');

    // A character in that world with three traits, added by Enter and by comma.
    await page.goto('/characters');
    await expect(main(page).getByRole('heading', { name: 'No characters yet' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Create Character' }).last().click();
    await expect(page).toHaveURL(atPath('/characters/create'));
    await page.getByRole('textbox', { name: 'Name' }).fill('Isaut Marrow');
    await page.getByRole('textbox', { name: 'Speaking style' }).fill('Soft, then sudden');
    await page.getByRole('textbox', { name: 'Description' }).fill('A ferrywoman who charges in secrets.');
    await addTraits(page, [
      { text: 'patient', by: 'Enter' },
      { text: 'wry', by: ',' },
      { text: 'stubborn', by: 'Enter' },
    ]);
    const added = page.getByRole('list', { name: 'Added traits' }).getByRole('listitem');
    await expect(added).toHaveText(['patient', 'wry', 'stubborn']);
    // Backspace in the empty box removes the last chip; the × button removes a given one.
    await page.getByRole('textbox', { name: 'Personality traits' }).press('Backspace');
    await expect(added).toHaveText(['patient', 'wry']);
    await page.getByRole('button', { name: 'Remove wry' }).click();
    await addTraits(page, [
      { text: 'wry', by: 'Enter' },
      { text: 'stubborn', by: ',' },
    ]);
    await addTraits(page, [{ text: 'Patient', by: 'Enter' }]);
    await expect(page.getByText('"Patient" is already a trait')).toBeVisible();
    await page.getByRole('textbox', { name: 'Personality traits' }).fill('');
    await expect(added).toHaveText(['patient', 'wry', 'stubborn']);
    await expect(page.getByRole('combobox', { name: 'Privacy' })).toHaveValue('Public');
    await page.getByRole('combobox', { name: 'World' }).selectOption({ label: 'Vellmar Reach' });
    await page.getByRole('button', { name: 'Create Character' }).click();

    await expect(page).toHaveURL(atPath('/characters'));
    const character = characterCard(page, 'Isaut Marrow');
    await expect(
      character.getByRole('list', { name: 'Personality traits' }).getByRole('listitem'),
    ).toHaveText(['patient', 'wry', 'stubborn']);
    await expect(character).toContainText('Public');
    await expect(character).toContainText('Soft, then sudden');
    await expect(character).toContainText('Vellmar Reach');
    await expect(character.getByRole('link', { name: /^Use in Story/ })).toHaveAttribute(
      'href',
      '/stories/create',
    );

    // The world counts its character for real.
    await page.goto('/worlds');
    await expect(worldCard(page, 'Vellmar Reach').getByRole('definition')).toHaveText(['0', '0', '1']);

    // Edit: Cancel with unsaved changes asks first; staying keeps the edit; saving shows it.
    await page.goto('/characters');
    await characterCard(page, 'Isaut Marrow').getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Isaut Marrow');
    await page.getByRole('textbox', { name: 'Speaking style' }).fill('Barely above a whisper');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toContainText('You have unsaved changes. Are you sure you want to leave?');
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leave).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Speaking style' })).toHaveValue('Barely above a whisper');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(atPath('/characters'));
    await expect(characterCard(page, 'Isaut Marrow')).toContainText('Barely above a whisper');

    // Delete: the dialog can be backed out of; confirming removes the character for good.
    await characterCard(page, 'Isaut Marrow').getByRole('link', { name: /^Edit/ }).click();
    await page.getByRole('button', { name: 'Delete character' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this character?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete character' }).click();
    await confirm.getByRole('button', { name: 'Delete character' }).click();
    await expect(page).toHaveURL(atPath('/characters'));
    await expect(main(page).getByRole('heading', { name: 'No characters yet' })).toBeVisible();
    await page.goto('/worlds');
    await expect(worldCard(page, 'Vellmar Reach').getByRole('definition')).toHaveText(['0', '0', '0']);
  });

  test('a Free creator at the private-world limit sees the plan message with a link to /subscription', async ({
    page,
  }) => {
    await signedInCreator(page, 'cwlim');
    await page.goto('/worlds');
    const made = await postFromPage(
      page,
      '/api/v1/worlds',
      [1, 2, 3].map((n) => ({ name: `Private world ${n}`, genre: 'Fantasy' })),
    );
    expect(made).toEqual([201, 201, 201]);

    await page.goto('/worlds/create');
    await page.getByRole('textbox', { name: 'Name' }).fill('One Too Many');
    await page.getByRole('combobox', { name: 'Genre' }).selectOption('Horror');
    await page.getByRole('button', { name: 'Build World' }).click();

    const alert = main(page).getByRole('alert');
    await expect(alert).toContainText('Free plan allows 3');
    const upgrade = alert.getByRole('link', { name: 'See plans and upgrade' });
    await expect(upgrade).toHaveAttribute('href', '/subscription');
    // Nothing typed is lost.
    await expect(page).toHaveURL(atPath('/worlds/create'));
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('One Too Many');
    await expect(page.getByRole('combobox', { name: 'Genre' })).toHaveValue('Horror');

    // Following the link still guards the unsaved form.
    await upgrade.click();
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page).toHaveURL(atPath('/subscription'));
  });

  test('lists: search, filters, filtered-empty, trait overflow, Load more and a failed load', async ({
    page,
  }) => {
    await signedInCreator(page, 'cwlist');
    await page.goto('/characters');
    const characters = await postFromPage(page, '/api/v1/characters', [
      {
        name: 'Ottilie Vane',
        description: 'A cartographer of dreams.',
        privacyLevel: 'Secret',
        personalityTraits: ['calm', 'curious', 'exact', 'kind', 'proud', 'shy'],
      },
      {
        name: 'Brannoc Hale',
        description: 'A blacksmith with a debt.',
        privacyLevel: 'Public',
        personalityTraits: ['gruff'],
      },
    ]);
    expect(characters).toEqual([201, 201]);
    // Public worlds do not count against the private-world limit: enough for a second page.
    const worlds = await postFromPage(
      page,
      '/api/v1/worlds',
      Array.from({ length: 21 }, (_, i) => ({
        name: `Atlas ${String(i + 1).padStart(2, '0')}`,
        genre: i === 0 ? 'Sci-Fi' : 'Fantasy',
        privacyLevel: 'Public',
      })),
    );
    expect(worlds.every((s) => s === 201)).toBe(true);

    await page.reload();
    const ottilie = characterCard(page, 'Ottilie Vane');
    await expect(ottilie.getByRole('list', { name: 'Personality traits' }).getByRole('listitem')).toHaveText([
      'calm',
      'curious',
      'exact',
      'kind',
      '+2 more: proud, shy',
    ]);
    await expect(ottilie).toContainText('Secret');
    expect(await seriousViolations(page)).toEqual([]);

    // Search (debounced, kept in the URL) and the privacy filter.
    await main(page).getByRole('searchbox', { name: 'Search characters' }).fill('blacksmith');
    await expect(page).toHaveURL(/[?&]q=blacksmith/);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(characterCard(page, 'Brannoc Hale')).toBeVisible();
    await main(page).getByRole('combobox', { name: 'Privacy' }).selectOption('Secret');
    await expect(main(page).getByRole('heading', { name: 'No characters match your filters' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(main(page).getByRole('article')).toHaveCount(2);
    await expect(main(page).getByRole('searchbox', { name: 'Search characters' })).toHaveValue('');

    // A refused load shows the spec's message with Try again (a search longer than the API takes).
    await page.goto(`/characters?q=${'x'.repeat(201)}`);
    const failed = main(page).getByRole('alert');
    await expect(failed).toContainText('Failed to load characters: Search is too long');
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();

    // Worlds: 20 per page, then Load more; genre filter.
    await page.goto('/worlds');
    await expect(main(page).getByRole('article')).toHaveCount(20);
    await main(page).getByRole('button', { name: 'Load more' }).click();
    await expect(main(page).getByRole('article')).toHaveCount(21);
    await expect(main(page).getByRole('button', { name: 'Load more' })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await main(page).getByRole('combobox', { name: 'Genre' }).selectOption('Sci-Fi');
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(worldCard(page, 'Atlas 01')).toContainText('Public');
    await main(page).getByRole('combobox', { name: 'Privacy' }).selectOption('Marketplace');
    await expect(main(page).getByRole('heading', { name: 'No worlds match your filters' })).toBeVisible();
  });
});
