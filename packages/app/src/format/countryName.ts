/**
 * A country's name in the reader's language from its ISO 3166 code ("IT" → "Italia" in Italian,
 * "Italy" in English), by the browser's own list; the code itself when the browser has no name.
 */
export function countryNameIn(locale: string): (code: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  } catch {
    names = undefined;
  }
  return (code) => {
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}
