/**
 * What a failed query says about its cause. Drizzle wraps the driver's error (node-postgres' or
 * PGlite's, both carrying PostgreSQL's SQLSTATE in `code`) in its own, as `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Class 22, "data exception": a number out of its column's range, a date PostgreSQL has no room
 * for, text it cannot hold. The request carried it, so it is the request's fault (422), wherever
 * the route forgot to bound it.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith("22") ?? false;
}
