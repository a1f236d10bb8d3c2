import type { Db } from './client';

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
    transaction: (work) => db.transaction((tx) => work(bind(tx as unknown as Db))),
  };
}
