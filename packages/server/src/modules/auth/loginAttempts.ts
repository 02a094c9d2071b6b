import { and, count, eq, gt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { loginAttempts } from "../../db/schema";

/**
 * Login throttling, kept in the database so every instance agrees: at most 10 failed logins per
 * 15 minutes per email and per client IP. Once an email or IP reaches 10, every further attempt
 * is refused with 429 — the right password included — until the oldest failure leaves the
 * window; refused attempts are not recorded, so they do not extend the lock. A successful login
 * resets the email's count (failures before it no longer count), not the IP's.
 */
export const maxLoginFailures = 10;
export const loginWindowSeconds = 15 * 60;

const inWindow = sql`now() - make_interval(secs => ${loginWindowSeconds})`;

/**
 * Records an attempt as PENDING and says whether it may go on. The row is written (and
 * committed) before counting, so of concurrent attempts each later one sees the earlier ones:
 * a burst cannot get past the limit by checking all at once. A refused attempt deletes its row.
 */
export async function beginLoginAttempt(
  db: Executor,
  { email, ip }: { email: string; ip: string | undefined },
): Promise<{ attemptId: number; allowed: boolean }> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, ip: ip ?? null, outcome: "PENDING" })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error("login attempt insert returned nothing");
  const notSucceeded = ne(loginAttempts.outcome, "SUCCEEDED");
  const earlier = and(ne(loginAttempts.id, row.id), gt(loginAttempts.createdAt, inWindow), notSucceeded);
  const lastSuccess = sql`coalesce((select max(${loginAttempts.id}) from ${loginAttempts} where ${loginAttempts.email} = ${email} and ${loginAttempts.outcome} = 'SUCCEEDED'), 0)`;
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(earlier, eq(loginAttempts.email, email), gt(loginAttempts.id, lastSuccess)));
  const [byIp] = ip
    ? await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(earlier, eq(loginAttempts.ip, ip)))
    : [{ n: 0 }];
  const allowed = (byEmail?.n ?? 0) < maxLoginFailures && (byIp?.n ?? 0) < maxLoginFailures;
  if (!allowed) await db.delete(loginAttempts).where(eq(loginAttempts.id, row.id));
  return { attemptId: row.id, allowed };
}

export async function settleLoginAttempt(db: Executor, attemptId: number, succeeded: boolean): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ outcome: succeeded ? "SUCCEEDED" : "FAILED" })
    .where(eq(loginAttempts.id, attemptId));
}
