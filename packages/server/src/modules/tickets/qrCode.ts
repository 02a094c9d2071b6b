import QRCode from "qrcode";

/**
 * QR codes of ticket codes: SVG for the wire (`qr_code_svg`, drawn in the page as an image) and
 * PNG for mail (an inline image: mail clients show no SVG). Error correction M (15 % of the symbol
 * may be damaged, a crumpled printout or a cracked phone screen) and the standard 4-module quiet zone.
 */
const options = { errorCorrectionLevel: "M", margin: 4 } as const;

/** SVG markup (`<svg …>…</svg>`), black on white, sized by its viewBox. */
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...options, type: "svg" });
}

/** A PNG of about `width` pixels square. */
export async function qrCodePng(text: string, width = 320): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...options, type: "png", width });
}

/** The modules (dark = true) the code draws, row by row: what both images are made from. */
export function qrCodeModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, options);
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}
