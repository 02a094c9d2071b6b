/**
 * Whether `error` is PostgreSQL's unique_violation (23505) on `constraint`. Drizzle wraps the
 * driver's error (`cause`); node-postgres and PGlite both carry `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === "23505") return name === constraint;
  }
  return false;
}
