import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrlFor } from './postgres-admin';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres, with
 * DATABASE_URL set) a new PostgreSQL database that is dropped again on close. Both start as a
 * copy of the run's migrated template (see global-setup.ts) when there is one. Tests never share
 * rows with another file, and inside a file factories make fresh rows, so nothing is truncated.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const templatePath = inject('pgliteTemplatePath');
    const loadDataDir = templatePath ? new Blob([fs.readFileSync(templatePath)]) : undefined;
    return openDatabase({ kind: 'pglite', loadDataDir });
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `inkforge_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await createPostgresDatabase(baseUrl, name, inject('postgresTemplateName'));
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, name), poolSize: 5 });
  const close = database.close;
  database.close = async () => {
    await close();
    await dropPostgresDatabase(baseUrl, name);
  };
  return database;
}
