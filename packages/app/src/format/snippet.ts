/** The first sentence-sized part of a text, for a description (search results show about 160). */
export function snippet(text: string | null | undefined, length = 160): string | undefined {
  const plain = text?.replace(/\s+/gu, " ").trim();
  if (!plain) return undefined;
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
}
