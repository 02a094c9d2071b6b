import { isRichTextEmpty } from "@varco/domain";
import sanitizeHtml from "sanitize-html";

/**
 * Rich text (event descriptions, checkout messages) arrives as HTML from the app's editor and is
 * shown as HTML on public pages, so it is cleaned on the way in: only the markup an editor makes
 * survives, links go to http(s) or mailto only, and a link opening a new tab cannot reach back
 * into the page that opened it.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Whatever sits inside a dropped <script>, <style>… goes with it (sanitize-html's default list).
  disallowedTagsMode: "discard",
  transformTags: {
    // Only `target="_blank"` stays, and always with rel="noopener noreferrer"; any other rel goes.
    a: (tagName, attribs) => {
      const { rel: _rel, target, ...rest } = attribs;
      return target === "_blank"
        ? { tagName, attribs: { ...rest, target, rel: "noopener noreferrer" } }
        : { tagName, attribs: rest };
    },
  },
};

/** Clean HTML, or null when nothing readable is left (markup around blank text counts as empty). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, richTextOptions).trim();
  return isRichTextEmpty(clean) ? null : clean;
}

/** The same for a field a PATCH may leave out: absent stays absent. */
export function sanitizeOptionalRichText(html: string | null | undefined): string | null | undefined {
  return html === undefined ? undefined : sanitizeRichText(html);
}

const previewLength = 200;

/**
 * The first 200 characters of a description's text, for cards and meta descriptions: tags gone,
 * blocks separated by a space, entities decoded (the app escapes it again as text).
 */
export function textPreview(html: string | null): string | null {
  if (html === null) return null;
  const spaced = html.replace(/<\/(?:p|h[1-4]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, " ");
  // sanitize-html decodes entities while parsing and escapes exactly these four in text.
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "") return null;
  const characters = Array.from(text);
  return characters.length <= previewLength ? text : `${characters.slice(0, previewLength - 1).join("")}…`;
}
