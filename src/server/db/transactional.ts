import type { Db } from './client';

/**
 * The unit of work: runs `work` in one transaction and commits when it resolves (rolls back when
 * it throws). The handle `work` gets is a `Db`, so any repository factory takes it as it is: bind
 * every repository the work needs to it, and never use the outer `db` inside (on PGlite, whose
 * one connection the transaction holds, that waits forever). With `bind`, `work` also gets the
 * repository `bind` builds on the handle.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T>;
export function withTransaction<Q, T>(
  db: Db,
  bind: (tx: Db) => Q,
  work: (queries: Q, tx: Db) => Promise<T>,
): Promise<T>;
export function withTransaction<Q, T>(
  db: Db,
  bindOrWork: ((tx: Db) => Q) | ((tx: Db) => Promise<T>),
  work?: (queries: Q, tx: Db) => Promise<T>,
): Promise<T> {
  if (work === undefined) return db.transaction((tx) => (bindOrWork as (tx: Db) => Promise<T>)(tx));
  const bind = bindOrWork as (tx: Db) => Q;
  return db.transaction((tx) => work(bind(tx), tx));
}

/** A repository's queries plus a way to run several of them in one transaction. */
export type Transactional<Q> = Q & {
  /** Runs `work` in one transaction, with the queries bound to it (on PGlite, never use the outer ones inside). */
  transaction<T>(work: (tx: Q) => Promise<T>): Promise<T>;
};

/**
 * Builds a repository from a function that binds its queries to a database handle: the queries
 * bound to `db`, and `transaction`, which binds the same queries to a transaction for `work`.
 */
export function transactional<Q extends object>(db: Db, bind: (db: Db) => Q): Transactional<Q> {
  return {
    ...bind(db),
    transaction: (work) => withTransaction(db, bind, work),
  };
}
