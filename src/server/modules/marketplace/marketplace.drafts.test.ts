import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { TEMPLATE_TYPES } from '@common/constants';
import { parseTemplateContentOf } from '@common/schemas/template-content';
import { buildStory } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { DEMO_TEMPLATES } from '../../db/seed/demo-templates-text';
import { demoTemplateContent, sampleTemplateContent } from '../../db/seed/demo-template-content';
import { storyStructureContent } from './marketplace.test-support';
import { createBody, useMarketplaceSuite, type Signed } from './marketplace-setup.test-support';

/** Publishing as a template from one's own story (and the seeded documents), and a template's holders. */
let t: TestApp;
let seller: Signed;
let other: Signed;
let reader: Signed;
const { send } = useMarketplaceSuite((s) => ({ t, seller, other, reader } = s));

describe('GET /api/v1/marketplace/drafts/:kind/:id (Publish as template)', () => {
  it('fills a Story Structure from the own story, chapters as beats; others and guests are refused', async () => {
    const db = t.database.db;
    const story = await buildStory(db, seller.user.id, { title: 'Ashfall', genre: 'Horror' });
    for (const [position, title] of [
      [1, 'The Knock'],
      [2, 'The Cellar'],
      [3, 'Dawn'],
      [4, 'After'],
    ] as const) {
      await db.execute(
        sql`insert into chapters (story_id, position, title, content_text) values (${story.id}, ${position}, ${title}, 'It began at night.')`,
      );
    }
    const res = await send('GET', `/api/v1/marketplace/drafts/story/${story.id}`, seller.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft).toMatchObject({ name: 'Ashfall', type: 'Story Structure', category: 'Horror' });
    const beats = (draft.content.acts as { beats: { title: string; notes: string }[] }[]).flatMap(
      (a) => a.beats,
    );
    expect(beats.map((b) => b.title)).toEqual(['The Knock', 'The Cellar', 'Dawn', 'After']);
    expect(beats[0]!.notes).toBe('It began at night.');
    expect((await send('GET', `/api/v1/marketplace/drafts/story/${story.id}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/api/v1/marketplace/drafts/story/${story.id}`)).statusCode).toBe(401);
    expect((await send('GET', `/api/v1/marketplace/drafts/poem/${story.id}`, seller.cookie)).statusCode).toBe(
      400,
    );
    const published = await send('POST', '/api/v1/marketplace/templates', seller.cookie, {
      ...draft,
      price: 0,
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().preview.outline[0].items).toEqual(['The Knock', 'The Cellar']);
  });

  it('seeds only valid documents: every demo template and every bulk sample', () => {
    for (const [name, type, description] of DEMO_TEMPLATES) {
      const parsed = parseTemplateContentOf(type, demoTemplateContent(name, type, description));
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    for (const type of TEMPLATE_TYPES)
      expect(parseTemplateContentOf(type, sampleTemplateContent(type)).success).toBe(true);
  });
});

describe('holders of a template (rows as the acquisitions code writes them)', () => {
  it('see it unpublished, hear of new versions, read every version, and block its deletion once bought', async () => {
    const created = await send(
      'POST',
      '/api/v1/marketplace/templates',
      seller.cookie,
      createBody({ name: 'Held' }),
    );
    const id = (created.json() as TemplateDetail).id;
    const url = `/api/v1/marketplace/templates/${id}`;
    await t.database.db.execute(
      sql`insert into template_acquisitions (template_id, user_id, kind, amount_cents) values (${id}, ${other.user.id}, 'purchase', 499)`,
    );
    expect((await send('POST', `${url}/unpublish`, seller.cookie)).statusCode).toBe(200);
    const held = await send('GET', url, other.cookie);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ status: 'unpublished', viewer: { owned: true, canBuy: false } });
    expect(held.json().preview.kind).toBe('full');
    expect((await send('GET', url, reader.cookie)).statusCode).toBe(404);

    const v2 = { content: storyStructureContent('Held v2'), changelog: 'More beats' };
    expect((await send('POST', `${url}/versions`, seller.cookie, v2)).statusCode).toBe(201);
    const bell = (await send('GET', '/api/v1/notifications', other.cookie)).json();
    expect(bell.items[0]).toMatchObject({ kind: 'template_version', link: `/marketplace/templates/${id}` });
    expect(bell.items[0].text).toContain('published a new version of Held');
    expect((await send('GET', `${url}/versions/1`, other.cookie)).statusCode).toBe(200);

    const refused = await send('DELETE', url, seller.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TEMPLATE_SOLD');
    expect((await send('GET', url, seller.cookie)).json().viewer.canDelete).toBe(false);
  });
});
