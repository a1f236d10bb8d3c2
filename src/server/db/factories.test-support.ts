import { randomBytes } from 'node:crypto';
import type { Db } from './client';
import { characters, events, groups, stories, templates, users, worlds } from './schema/index';

/**
 * Test factories: each call inserts one fresh, valid row (unique names included), with any
 * column overridable, and returns it. Tests build exactly the rows they talk about, so test
 * files never depend on each other's data and nothing is truncated.
 */
const unique = () => randomBytes(4).toString('hex');

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const name = `user_${unique()}`;
  const [row] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, ...overrides })
    .returning();
  return row!;
}

export async function buildWorld(
  db: Db,
  creator: string,
  overrides: Partial<typeof worlds.$inferInsert> = {},
) {
  const [row] = await db
    .insert(worlds)
    .values({ name: `World ${unique()}`, creator, ...overrides })
    .returning();
  return row!;
}

export async function buildStory(
  db: Db,
  createdBy: string,
  overrides: Partial<typeof stories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(stories)
    .values({ title: `Story ${unique()}`, createdBy, ...overrides })
    .returning();
  return row!;
}

export async function buildCharacter(
  db: Db,
  owner: string,
  overrides: Partial<typeof characters.$inferInsert> = {},
) {
  const [row] = await db
    .insert(characters)
    .values({ name: `Character ${unique()}`, owner, ...overrides })
    .returning();
  return row!;
}

export async function buildTemplate(
  db: Db,
  creator: string,
  overrides: Partial<typeof templates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(templates)
    .values({ name: `Template ${unique()}`, type: 'Story Structure', creator, ...overrides })
    .returning();
  return row!;
}

export async function buildGroup(
  db: Db,
  creator: string,
  overrides: Partial<typeof groups.$inferInsert> = {},
) {
  const [row] = await db
    .insert(groups)
    .values({ name: `Group ${unique()}`, creator, ...overrides })
    .returning();
  return row!;
}

export async function buildEvent(
  db: Db,
  creator: string,
  overrides: Partial<typeof events.$inferInsert> = {},
) {
  const [row] = await db
    .insert(events)
    .values({ title: `Event ${unique()}`, type: 'Workshop', creator, ...overrides })
    .returning();
  return row!;
}

/**
 * Resolves when `action` fails with a database error naming `constraint` (a CHECK, unique, or
 * foreign key name); throws otherwise, including when `action` succeeds. Drizzle wraps driver
 * errors, so the whole cause chain is searched.
 */
export async function expectViolation(action: () => Promise<unknown>, constraint: string): Promise<void> {
  try {
    await action();
  } catch (err) {
    const messages: string[] = [];
    for (let e: unknown = err; e instanceof Error; e = e.cause) messages.push(e.message);
    if (messages.some((m) => m.includes(`"${constraint}"`))) return;
    throw new Error(`expected a violation of ${constraint}, got: ${messages.join(' <- ')}`);
  }
  throw new Error(`expected a violation of ${constraint}, but the statement succeeded`);
}
