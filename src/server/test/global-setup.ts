import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createPostgresDatabase, dropPostgresDatabase, postgresUrlFor } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tar of an in-memory PGlite with every migration applied (pglite project). */
    pgliteTemplatePath?: string;
    /** A migrated PostgreSQL database each test file clones (postgres project). */
    postgresTemplateName?: string;
  }
}

/**
 * Migrates once per run instead of once per test file: each file then starts from a copy of
 * this template (PGlite: load the dumped data directory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 * Test files still call migrate(), which finds nothing left to do.
 */
export default async function setup(project: TestProject) {
  if (project.name.startsWith('postgres')) {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('the postgres project needs DATABASE_URL');
    const name = `inkforge_template_${process.pid}_${Date.now()}`;
    await createPostgresDatabase(base, name);
    const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(base, name), poolSize: 1 });
    await database.close();
    project.provide('postgresTemplateName', name);
    return () => dropPostgresDatabase(base, name);
  }
  const database = await openDatabase({ kind: 'pglite' });
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(os.tmpdir(), `inkforge-pglite-template-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(file, { force: true });
}
