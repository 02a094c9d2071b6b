import type { DatabaseConnection } from "../../db/connect";
import type { Logger } from "../../logger";

export type Health = { status: "ok"; database: "ok" } | { status: "unavailable"; database: "unreachable" };

/** Whether the database answers; why it did not is logged, never shown to the caller. */
export async function checkHealth(database: DatabaseConnection, logger: Logger): Promise<Health> {
  try {
    await database.ping();
    return { status: "ok", database: "ok" };
  } catch (error) {
    logger.error({ err: error }, "health check: the database did not answer");
    return { status: "unavailable", database: "unreachable" };
  }
}
