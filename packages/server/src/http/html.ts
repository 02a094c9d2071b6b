/**
 * Text made safe to place in HTML, in element content and in quoted attribute values alike: the
 * five characters that could end a text or an attribute become entities. Every page and mail the
 * server writes escapes its values with this one function.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
