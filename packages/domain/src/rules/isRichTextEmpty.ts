/**
 * Whether a rich-text body has no text: its text content is blank after trimming.
 * Tags carry no text, so an image-only body or a run of empty paragraphs and `<br>`s is empty.
 * Runs on the server too, so it reads the markup itself instead of asking a DOM.
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  return isBlank(decodeEntities(textOutsideTags(html)));
}

// Elements whose content is never shown as text.
const hiddenContentElements = new Set(["script", "style", "template"]);

/** The text between tags, following the HTML tokenizer closely enough for emptiness. */
function textOutsideTags(html: string): string {
  let text = "";
  let index = 0;
  while (index < html.length) {
    const char = html[index]!;
    if (char !== "<") {
      text += char;
      index += 1;
      continue;
    }
    if (html.startsWith("<!--", index)) {
      const end = html.indexOf("-->", index + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    // "<" starts markup only before a letter, "/", "!" or "?"; otherwise it is text ("1 < 2").
    if (!/[A-Za-z/!?]/u.test(html[index + 1] ?? "")) {
      text += char;
      index += 1;
      continue;
    }
    const tagEnd = endOfTag(html, index + 1);
    const name = /^<([A-Za-z][A-Za-z0-9-]*)/u.exec(html.slice(index, tagEnd))?.[1]?.toLowerCase();
    index = tagEnd;
    if (name && hiddenContentElements.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, index);
      index = close === -1 ? html.length : endOfTag(html, close + 1);
    }
  }
  return text;
}

/** The index just past the ">" closing a tag, skipping ">" inside quoted attribute values. */
function endOfTag(html: string, from: number): number {
  let index = from;
  while (index < html.length) {
    const char = html[index]!;
    if (char === ">") return index + 1;
    if (char === "=") {
      index += 1;
      while (/\s/u.test(html[index] ?? "")) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close === -1) return html.length;
        index = close + 1;
        continue;
      }
      continue;
    }
    index += 1;
  }
  return html.length;
}

// Named references that stand for space-like characters. Any other named reference ("&amp;",
// "&copy;") is visible text whether or not it is decoded, so it is left as it is.
const spaceLikeReferences: Readonly<Record<string, string>> = {
  nbsp: "\u00a0",
  ensp: "\u2002",
  emsp: "\u2003",
  emsp13: "\u2004",
  emsp14: "\u2005",
  numsp: "\u2007",
  puncsp: "\u2008",
  thinsp: "\u2009",
  hairsp: "\u200a",
  MediumSpace: "\u205f",
  NewLine: "\n",
  Tab: "\t",
  ZeroWidthSpace: "\u200b",
  NoBreak: "\u2060",
  zwnj: "\u200c",
  zwj: "\u200d",
  shy: "\u00ad",
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#[xX]([0-9A-Fa-f]+)|([A-Za-z][A-Za-z0-9]*));?/gu,
    (whole, dec, hex, name) => {
      if (name !== undefined) return spaceLikeReferences[name as string] ?? whole;
      const codePoint = Number.parseInt((dec ?? hex) as string, dec === undefined ? 16 : 10);
      // Browsers show U+FFFD for NUL, surrogates and out-of-range references: visible text.
      const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : "\ufffd";
    },
  );
}

// Zero-width characters and the soft hyphen render nothing; editors leave them behind as caret anchors.
const invisibleCharacters = /[\u200b-\u200d\u2060\ufeff\u00ad]/gu;

function isBlank(text: string): boolean {
  return text.replace(invisibleCharacters, "").trim() === "";
}
