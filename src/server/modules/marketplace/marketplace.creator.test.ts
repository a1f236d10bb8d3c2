import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_CONTENT_MAX_BYTES,
  TEMPLATE_CONTENT_TOO_LARGE,
  TEMPLATE_PRICE_MESSAGE,
  type TemplateCard,
  type TemplateDetail,
} from '@common/schemas/marketplace';
import { queryRows } from '../../db/query-rows';
import type { TestApp } from '../../test/test-app';
import { storyStructureContent } from './marketplace.test-support';
import { createBody, ids, useMarketplaceSuite, type Signed } from './marketplace-setup.test-support';

/** A creator's template life cycle: create, preview to others, edit, version, unpublish, delete. */
let t: TestApp;
let seller: Signed;
let other: Signed;
let reader: Signed;
const { send, walk } = useMarketplaceSuite((s) => ({ t, seller, other, reader } = s));

describe('a creator manages a template', () => {
  let template: TemplateDetail;

  it('needs sign-in to create (401) and refuses bad bodies with clear messages, storing nothing', async () => {
    expect((await send('POST', '/api/v1/marketplace/templates', undefined, createBody())).statusCode).toBe(
      401,
    );
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from templates`,
    );
    for (const price of [0.5, 1000, 4.999, -1]) {
      const res = await send('POST', '/api/v1/marketplace/templates', seller.cookie, createBody({ price }));
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.body).toContain(TEMPLATE_PRICE_MESSAGE);
    }
    const big = { acts: [{ title: 'Act I', notes: 'x'.repeat(TEMPLATE_CONTENT_MAX_BYTES), beats: [] }] };
    const tooBig = await send(
      'POST',
      '/api/v1/marketplace/templates',
      seller.cookie,
      createBody({ content: big }),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toContain(TEMPLATE_CONTENT_TOO_LARGE);
    const noActs = await send(
      'POST',
      '/api/v1/marketplace/templates',
      seller.cookie,
      createBody({ content: { acts: [] } }),
    );
    expect(noActs.statusCode).toBe(400);
    expect(noActs.json().error.message).toBe('Template content is invalid: Add at least one act');
    const worldAsStory = createBody({ type: 'World Asset', content: storyStructureContent('Wrong') });
    expect(
      (await send('POST', '/api/v1/marketplace/templates', seller.cookie, worldAsStory)).statusCode,
    ).toBe(400);
    for (const bad of [
      { name: '' },
      { content: 'not a document' },
      { type: 'Poem' },
      { coverImage: 'https://evil.test/x.png' },
    ]) {
      expect(
        (await send('POST', '/api/v1/marketplace/templates', seller.cookie, createBody(bad))).statusCode,
      ).toBe(400);
    }
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from templates`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('creates a published template as version 1 with defaults', async () => {
    const res = await send('POST', '/api/v1/marketplace/templates', seller.cookie, createBody());
    expect(res.statusCode, res.body).toBe(201);
    template = res.json();
    expect(template).toMatchObject({
      status: 'published',
      price: 4.99,
      isFree: false,
      downloads: 0,
      currentVersion: 1,
    });
    expect(template.versions).toEqual([
      expect.objectContaining({ version: 1, changelog: 'Initial version' }),
    ]);
    expect(template.viewer).toMatchObject({ isOwner: true, canEdit: true, canDelete: true, canBuy: false });
    expect(template.preview.kind).toBe('full');
    const free = await send('POST', '/api/v1/marketplace/templates', seller.cookie, {
      ...createBody(),
      price: undefined,
      licence: undefined,
    });
    expect(free.json()).toMatchObject({ price: 0, isFree: true, licence: 'personal' });
  });

  it('shows a paid template to others as an outline with the purchase flags', async () => {
    const asOther = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`, other.cookie)
    ).json() as TemplateDetail;
    expect(asOther.preview).toEqual({ kind: 'outline', outline: expect.any(Array) });
    expect(JSON.stringify(asOther.preview)).not.toContain('notes');
    expect(asOther.viewer).toMatchObject({
      isOwner: false,
      canBuy: true,
      upgradeRequired: false,
      canEdit: false,
    });
    const asReader = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`, reader.cookie)
    ).json() as TemplateDetail;
    expect(asReader.viewer).toMatchObject({ canBuy: false, upgradeRequired: true });
    const asGuest = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`)
    ).json() as TemplateDetail;
    expect(asGuest.viewer).toBeNull();
  });

  it('lets only the creator edit (others 404, guests 401)', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}`;
    expect((await send('PATCH', url, undefined, { name: 'X' })).statusCode).toBe(401);
    expect((await send('PATCH', url, other.cookie, { name: 'X' })).statusCode).toBe(404);
    expect((await send('PATCH', url, seller.cookie, { price: 0.5 })).statusCode).toBe(400);
    const res = await send('PATCH', url, seller.cookie, { name: 'Heist, Revised', price: 9.99 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Heist, Revised', price: 9.99, currentVersion: 1 });
  });

  it('numbers two versions sent at once consecutively and keeps every version', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}/versions`;
    const body = (n: number) => ({ content: storyStructureContent(`Heist v${n}`), changelog: `Change ${n}` });
    expect((await send('POST', url, other.cookie, body(9))).statusCode).toBe(404);
    expect(
      (await send('POST', url, seller.cookie, { content: body(9).content, changelog: '' })).statusCode,
    ).toBe(400);
    const [a, b] = await Promise.all([
      send('POST', url, seller.cookie, body(2)),
      send('POST', url, seller.cookie, body(3)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const page = (
      await send('GET', `/api/v1/marketplace/templates/${template.id}`, seller.cookie)
    ).json() as TemplateDetail;
    expect(page.currentVersion).toBe(3);
    expect(page.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const v1 = await send('GET', `/api/v1/marketplace/templates/${template.id}/versions/1`, seller.cookie);
    expect(v1.json().content).toEqual(storyStructureContent('Heist'));
    expect(
      (await send('GET', `/api/v1/marketplace/templates/${template.id}/versions/1`, other.cookie)).statusCode,
    ).toBe(404);
  });

  it('unpublishes (gone from lists, 404 to others) and publishes again, idempotently', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}`;
    expect((await send('POST', `${url}/unpublish`, other.cookie)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const res = await send('POST', `${url}/unpublish`, seller.cookie);
      expect(res.json().status).toBe('unpublished');
    }
    expect((await send('GET', url, other.cookie)).statusCode).toBe(404);
    expect((await send('GET', url)).statusCode).toBe(404);
    expect((await send('GET', url, seller.cookie)).statusCode).toBe(200);
    const listed = await walk<TemplateCard>('/api/v1/marketplace/templates?q=Heist');
    expect(ids(listed.items)).not.toContain(template.id);
    expect((await send('POST', `${url}/publish`, seller.cookie)).json().status).toBe('published');
    expect((await send('GET', url, other.cookie)).statusCode).toBe(200);
  });

  it('deletes only for the creator; missing and malformed ids answer 404', async () => {
    const url = `/api/v1/marketplace/templates/${template.id}`;
    expect((await send('DELETE', url, other.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', url, seller.cookie)).statusCode).toBe(204);
    expect((await send('GET', url, seller.cookie)).statusCode).toBe(404);
    expect((await send('DELETE', url, seller.cookie)).statusCode).toBe(404);
    expect((await send('GET', '/api/v1/marketplace/templates/not-an-id')).statusCode).toBe(404);
    const versions = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from template_versions where template_id = ${template.id}`,
    );
    expect(versions[0]!.n).toBe(0);
  });
});
