/** Hands a file made in the browser (or fetched) to the user as a download named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

const csvCell = (value: string | number | null | undefined) => {
  const text = value == null ? "" : String(value);
  return /[",\n\r]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A CSV file of rows, UTF-8 with a byte-order mark so spreadsheet programs read accents right,
 * lines ended by CRLF as RFC 4180 says.
 */
export function csvBlobOf(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return new Blob([`\uFEFF${lines.join("\r\n")}\r\n`], { type: "text/csv;charset=utf-8" });
}
