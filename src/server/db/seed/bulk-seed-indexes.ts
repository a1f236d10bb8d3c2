import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query-rows';

type SavedIndex = { name: string; definition: string };

/**
 * Where dropped index definitions wait for their rebuild. It is written in the same transaction
 * as the drops, so an interrupted load (crash, Ctrl-C) never loses an index: the next bulk run
 * rebuilds whatever is listed here before anything else. Not part of the Drizzle schema: it
 * exists only while a load is running or was interrupted.
 */
const PENDING = sql.identifier('bulk_seed_pending_indexes');

/**
 * Drops the plain (non-unique, non-constraint) indexes of `tables`, so a large bulk load inserts
 * without maintaining them row by row; `rebuildPendingIndexes` then builds each in one pass,
 * several times faster overall (GIN indexes most of all). Unique and constraint indexes stay, so
 * keys are still enforced during the load.
 */
export async function dropPlainIndexes(db: Db, tables: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`create table if not exists ${PENDING} (name text primary key, definition text not null)`,
    );
    const plain = await queryRows<SavedIndex>(
      tx,
      sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          join pg_namespace n on n.oid = t.relnamespace
          where n.nspname = current_schema()
            and t.relname in (${sql.join(
              tables.map((t) => sql`${t}`),
              sql`, `,
            )})
            and not x.indisunique
            and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
          order by i.relname`,
    );
    for (const index of plain) {
      await tx.execute(
        sql`insert into ${PENDING} (name, definition) values (${index.name}, ${index.definition})`,
      );
      await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    }
    return plain.length;
  });
}

/**
 * Builds every index waiting in the pending list (from this load or an interrupted one), each in
 * its own transaction with generous sort memory, and removes the list when it is empty.
 */
export async function rebuildPendingIndexes(
  db: Db,
  onIndex: (name: string) => void = () => {},
): Promise<void> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('bulk_seed_pending_indexes') is not null as present`,
  );
  if (!exists?.present) return;
  const pending = await queryRows<SavedIndex>(db, sql`select name, definition from ${PENDING} order by name`);
  for (const index of pending) {
    onIndex(index.name);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      const [present] = await queryRows<{ present: boolean }>(
        tx,
        sql`select to_regclass(${index.name}) is not null as present`,
      );
      if (!present?.present) await tx.execute(sql.raw(index.definition));
      await tx.execute(sql`delete from ${PENDING} where name = ${index.name}`);
    });
  }
  await db.execute(sql`drop table ${PENDING}`);
}
