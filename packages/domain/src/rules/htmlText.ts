/**
 * Text made safe to place in HTML, in element content and in quoted attribute values alike: the
 * five characters that could end a text or an attribute become entities. Every page head and mail
 * Varco writes escapes its values with this one function.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * JSON that can sit inside `<script>`: `<`, `>` and `&` as `\u003c`… so no `</script>` or `<!--`
 * can appear, and U+2028/U+2029 escaped for older JavaScript parsers. Still valid JSON.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
