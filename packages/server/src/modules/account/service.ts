import type { Account, UpdateAccountBody } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { accounts } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { accountResource } from "./accountResource";

const live = (accountId: number) => and(eq(accounts.id, accountId), isNull(accounts.deletedAt));

/** Whether the account may publish (self-hosted accounts are verified at registration). */
export async function isAccountVerified(db: Executor, accountId: number): Promise<boolean> {
  const [account] = await db
    .select({ verifiedAt: accounts.accountVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return Boolean(account?.verifiedAt);
}

/** `GET accounts`: the session's account. */
export async function getAccount({ db, accountId }: Caller): Promise<Account> {
  const [account] = await db.select().from(accounts).where(live(accountId)).limit(1);
  if (!account) throw HttpError.notFound();
  return accountResource(account);
}

/** `PUT accounts` (admins): name, time zone and, when sent, the default currency. */
export async function updateAccount({ db, accountId }: Caller, body: UpdateAccountBody): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({ name: body.name, timezone: body.timezone, currencyCode: body.currency_code })
    .where(live(accountId))
    .returning();
  if (!account) throw HttpError.notFound();
  return accountResource(account);
}
