const segmenter =
  typeof Intl !== "undefined" && "Segmenter" in Intl
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" })
    : null;

/**
 * The first character a reader sees: a whole grapheme (an accented letter, a flag, a family emoji)
 * where the runtime can segment text, else a whole code point, never half a surrogate pair.
 */
function firstCharacter(word: string): string {
  if (segmenter) {
    for (const { segment } of segmenter.segment(word)) return segment;
    return "";
  }
  return Array.from(word)[0] ?? "";
}

/**
 * Initials for a name: the first character of its first and last words, upper-cased.
 * "Maria Grazia Rossi" → "MR", "Anna" → "A", "  " → "".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${firstCharacter(first)}${last ? firstCharacter(last) : ""}`.toUpperCase();
}
