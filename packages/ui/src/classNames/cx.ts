/** A class name, or a falsy value for one that does not apply (`isActive && activeClass`). */
export type ClassNamePart = string | false | null | undefined | 0;

/**
 * Joins class names with spaces, dropping the parts that do not apply, so that a component's own
 * classes and a caller's `className` compose without stray spaces or "undefined".
 */
export function cx(...parts: ClassNamePart[]): string {
  let joined = "";
  for (const part of parts) {
    if (part) joined = joined ? `${joined} ${part}` : part;
  }
  return joined;
}
