import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres, with
 * DATABASE_URL set) a new PostgreSQL database that is dropped again on close. Tests never share
 * rows with another file, and inside a file factories make fresh rows, so nothing is truncated.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ kind: 'pglite' });
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const { Client } = await import('pg');
  const name = `inkforge_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
  return database;
}
