import { PgTransaction } from "drizzle-orm/pg-core";
import type { Executor } from "./connect";

/**
 * Independent reads through `db`: all at once on a pool (each query takes a connection of its own),
 * one after another inside a transaction, which is one connection. A connection runs one query at a
 * time; node-postgres queues a second one sent to a busy connection with a deprecation warning, and
 * its next major version refuses it. Resolves with their answers in order, as `Promise.all` does.
 */
export async function together<T extends readonly unknown[]>(
  db: Executor,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
