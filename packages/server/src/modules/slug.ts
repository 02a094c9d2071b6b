/**
 * The slug of a public URL, from a name or title: accents dropped, lower-case ASCII letters and
 * digits joined by single dashes, at most 100 characters; `fallback` when nothing is left (a name
 * in Chinese characters only, say). The id in the URL finds the row; the slug is cosmetic, and
 * the app redirects an outdated one to the current one.
 */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 100)
    .replace(/^-+|-+$/g, "");
  return slug === "" ? fallback : slug;
}
