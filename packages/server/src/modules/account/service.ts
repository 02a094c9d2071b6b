import type { Account, UpdateAccountBody } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { accounts } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { accountResource } from "./accountResource";

const live = (accountId: number) => and(eq(accounts.id, accountId), isNull(accounts.deletedAt));

/** `GET accounts`: the session's account. */
export async function getAccount(db: Executor, accountId: number): Promise<Account> {
  const [account] = await db.select().from(accounts).where(live(accountId)).limit(1);
  if (!account) throw HttpError.notFound();
  return accountResource(account);
}

/** `PUT accounts` (admins): name, time zone and, when sent, the default currency. */
export async function updateAccount(
  db: Executor,
  accountId: number,
  body: UpdateAccountBody,
): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({ name: body.name, timezone: body.timezone, currencyCode: body.currency_code })
    .where(live(accountId))
    .returning();
  if (!account) throw HttpError.notFound();
  return accountResource(account);
}
