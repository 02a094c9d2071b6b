import {
  type EventDefaults,
  type EventDefaultValues,
  eventDefaultFields,
  eventDefaultsSchema,
  type UpdateEventDefaultsBody,
} from "@varco/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { accountEventDefaults } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";

/**
 * The stored values, field by field: one that no longer parses (a value a later version of the
 * schema refuses) is dropped rather than handed to a new event, so the built-in default applies.
 */
function valuesOf(stored: unknown): EventDefaultValues {
  const values: Record<string, unknown> = {};
  if (typeof stored !== "object" || stored === null) return values;
  for (const field of eventDefaultFields) {
    const value = (stored as Record<string, unknown>)[field];
    if (value === undefined || value === null) continue;
    if (eventDefaultsSchema.shape[field].safeParse(value).success) values[field] = value;
  }
  return values as EventDefaultValues;
}

/** Every field, null where the account has set nothing. */
function defaultsResource(values: EventDefaultValues): EventDefaults {
  return Object.fromEntries(
    eventDefaultFields.map((field) => [field, values[field] ?? null]),
  ) as EventDefaults;
}

/**
 * What a new event of the account starts with: only the fields the account has set (none when it
 * never saved defaults). The events module lays these over its own built-in settings when it
 * creates an event.
 */
export async function eventDefaultsFor(db: Executor, accountId: number): Promise<EventDefaultValues> {
  const [row] = await db
    .select({ values: accountEventDefaults.values })
    .from(accountEventDefaults)
    .where(eq(accountEventDefaults.accountId, accountId))
    .limit(1);
  return valuesOf(row?.values);
}

/** `GET accounts/{id}/event-defaults`. */
export async function getEventDefaults({ db, accountId }: Caller): Promise<EventDefaults> {
  return defaultsResource(await eventDefaultsFor(db, accountId));
}

/**
 * `PUT accounts/{id}/event-defaults`: the fields sent replace the stored ones, null removes one.
 * The row is locked while merging, so two saves at once each keep the other's fields.
 */
export async function updateEventDefaults(
  { db, accountId }: Caller,
  body: UpdateEventDefaultsBody,
): Promise<EventDefaults> {
  return db.transaction(async (tx) => {
    await tx.insert(accountEventDefaults).values({ accountId, values: {} }).onConflictDoNothing();
    const [row] = await tx
      .select({ values: accountEventDefaults.values })
      .from(accountEventDefaults)
      .where(eq(accountEventDefaults.accountId, accountId))
      .for("update");
    const merged: Record<string, unknown> = { ...valuesOf(row?.values) };
    for (const field of eventDefaultFields) {
      const value = body[field];
      if (value === undefined) continue;
      if (value === null) delete merged[field];
      else merged[field] = value;
    }
    const values = merged as EventDefaultValues;
    if (values.payment_providers?.includes("OFFLINE") && !values.offline_payment_instructions?.trim()) {
      throw HttpError.unprocessable({
        offline_payment_instructions: [{ code: "offline_instructions_required" }],
      });
    }
    await tx
      .update(accountEventDefaults)
      .set({ values })
      .where(eq(accountEventDefaults.accountId, accountId));
    return defaultsResource(values);
  });
}
