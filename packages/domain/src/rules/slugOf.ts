import slugify from "@sindresorhus/slugify";

/** A slug never runs longer than this many characters. */
export const maxSlugLength = 100;

/**
 * The library turns a few symbols into English words (`&` → "and", `♥` → "love"); a title in
 * Italian or Turkish should not gain English, so they only separate words, like any punctuation.
 */
const neutralSymbols: [string, string][] = [
  ["&", " "],
  ["♥", " "],
  ["🦄", " "],
];

/**
 * The slug of a public URL, made from a title or a name: letters of any script transliterated to
 * Latin ("Đà Nẵng" → `da-nang`, "Москва" → `moskva`), lower-case ASCII letters and digits joined by
 * single dashes, at most `maxSlugLength` characters. A text with nothing to transliterate (emoji
 * only, or a script the library does not cover, such as Chinese) gets `fallback`. The slug is
 * cosmetic: the id in the URL finds the record, and the app redirects a stale slug to the current one.
 */
export function slugOf(text: string, fallback: string): string {
  const slug = slugify(text, { decamelize: false, customReplacements: neutralSymbols })
    .slice(0, maxSlugLength)
    .replace(/-+$/u, "");
  return slug === "" ? fallback : slug;
}

/** An event's slug, from its title; `event` when the title gives none. */
export function eventSlugOf(title: string): string {
  return slugOf(title, "event");
}

/** An organizer's slug, from its name; `organizer` when the name gives none. */
export function organizerSlugOf(name: string): string {
  return slugOf(name, "organizer");
}
