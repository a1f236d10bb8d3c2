import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { THEMES } from '@common/constants';
import { THEME_TEXT_COLOURS } from '@common/author-brand';
import { BRAND_MESSAGES, EMPTY_BRAND } from '@common/schemas/author-brand';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pngImage } from '../uploads/image-fixtures.test-support';
import { postUpload } from '../uploads/uploads.test-support';
import { setTier } from '../worlds/workspace.test-support';

type User = Awaited<ReturnType<typeof createSignedInUser>>;

const brand = (over: object = {}) => ({
  ...EMPTY_BRAND,
  accentColor: '#7a1f5c',
  footerLine: 'Stories from the salt marsh',
  siteUrl: 'https://aria.example',
  newsletterUrl: 'https://aria.example/letters',
  ...over,
});

describe('author brand settings (GET/PUT /api/v1/me/brand)', () => {
  let t: TestApp;
  let weaver: User;
  let worldsmith: User;
  let free: User;
  const put = (who: User | null, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/brand',
      headers: { origin: new URL(t.config.publicUrl).origin, ...(who ? { cookie: who.cookie } : {}) },
      payload: body,
    });
  const get = (who: User) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me/brand', headers: { cookie: who.cookie } });
  const upload = async (who: User) => {
    const res = await postUpload(t, 'profile-images', await pngImage(64, 64), { cookie: who.cookie });
    return (res.json() as { url: string }).url;
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    weaver = await createSignedInUser(t, 'weaver');
    worldsmith = await createSignedInUser(t, 'smith');
    free = await createSignedInUser(t, 'free');
    await setTier(t, weaver.user.id, 'Master Weaver');
    await setTier(t, worldsmith.user.id, 'Worldsmith');
  }, 60_000);
  afterAll(() => t?.close());

  it('keeps the theme text colours in step with the stylesheet', () => {
    const css = readFileSync('src/client/styles.css', 'utf8');
    for (const theme of THEMES) {
      const block = css.slice(css.indexOf(`[data-theme='${theme}']`));
      const value = (name: string) => block.match(new RegExp(`--if-${name}:\\s*(#[0-9a-f]{6})`))?.[1];
      expect(THEME_TEXT_COLOURS[theme]).toMatchObject({ ink: value('ink'), onAccent: value('on-accent') });
    }
  });

  it('saves a Master Weaver’s brand with a logo and banner of their own, and reads it back', async () => {
    const logoImage = await upload(weaver);
    const bannerImage = await upload(weaver);
    const body = brand({ logoImage, bannerImage, whiteLabel: true, embedDomains: ['Blog.Example.com'] });
    const res = await put(weaver, { ...body, accentColor: '#7A1F5C' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().brand).toEqual({ ...body, embedDomains: ['https://blog.example.com'] });
    const read = await get(weaver);
    expect(read.json()).toMatchObject({ included: true, whiteLabelIncluded: true, refusal: null });
    expect(read.json().brand.logoImage).toBe(logoImage);
  });

  it('refuses an accent that fails AA contrast, naming the theme', async () => {
    const res = await put(weaver, brand({ accentColor: '#777777' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Classic theme');
    expect(res.json().error.message).toContain('4.5:1');
    const blue = await put(weaver, brand({ accentColor: '#2563eb' }));
    expect(blue.json().error.message).toContain('Sci-Fi theme');
    expect((await get(weaver)).json().brand.accentColor).toBe('#7a1f5c');
  });

  it('refuses links that are not https, a long footer, bad domains and others’ images', async () => {
    for (const [over, message] of [
      [{ siteUrl: 'http://aria.example' }, BRAND_MESSAGES.https],
      [{ newsletterUrl: 'javascript:alert(1)' }, BRAND_MESSAGES.https],
      [{ footerLine: 'x'.repeat(141) }, BRAND_MESSAGES.footer],
      [{ embedDomains: ['https://x.example/path'] }, BRAND_MESSAGES.domain],
      [{ accentColor: 'red' }, BRAND_MESSAGES.accent],
      [{ logoImage: 'https://evil.example/logo.png' }, BRAND_MESSAGES.image],
      [{ bannerImage: await upload(free) }, BRAND_MESSAGES.image],
    ] as const) {
      const res = await put(weaver, brand(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('refuses plans without custom branding with 403 naming the plans', async () => {
    for (const [who, tier] of [
      [worldsmith, 'Worldsmith'],
      [free, 'Free'],
    ] as const) {
      const res = await put(who, brand());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('UPGRADE_REQUIRED');
      expect(res.json().error.message).toBe(
        `Custom branding is part of the Master Weaver plan, not your ${tier} plan. Upgrade at /subscription.`,
      );
      const mine = (await get(who)).json();
      expect(mine).toMatchObject({ included: false, brand: EMPTY_BRAND });
      expect(mine.refusal).toContain(`not your ${tier} plan`);
    }
  });

  it('changes only the caller’s own brand; signed out is 401', async () => {
    const other = await createSignedInUser(t, 'other');
    await setTier(t, other.user.id, 'Master Weaver');
    expect((await put(other, brand({ accentColor: '#0b5d3b' }))).statusCode).toBe(200);
    expect((await get(weaver)).json().brand.accentColor).toBe('#7a1f5c');
    expect((await put(null, brand())).statusCode).toBe(401);
  });

  it('shows the brand on the public author page while the plan includes it, without the embed hosts', async () => {
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/authors/${weaver.user.username}` })).json();
    const shown = (await page()).brand;
    expect(shown).toMatchObject({ accentColor: '#7a1f5c', footerLine: 'Stories from the salt marsh' });
    expect(shown).not.toHaveProperty('embedDomains');
    await setTier(t, weaver.user.id, 'Worldsmith');
    expect((await page()).brand).toBeNull();
    await setTier(t, weaver.user.id, 'Master Weaver');
  });
});
