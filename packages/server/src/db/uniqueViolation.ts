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

/**
 * What `work` returns, where a unique index is what keeps two rows apart (two saves racing for one
 * name, say): its unique_violation on `constraint` becomes the error `refusal` makes, any other
 * error stays as it was.
 */
export async function refusingUniqueViolation<T>(
  constraint: string,
  refusal: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal();
    throw error;
  }
}
