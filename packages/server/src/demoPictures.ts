import sharp from "sharp";
import type { Executor } from "./db/connect";
import type { Logger } from "./logger";
import { type ImageRow, type UploadStore, uploadImage } from "./modules/images/service";

/**
 * The demo's pictures (seed.ts): an evening-concert cover for the event, a logo and a cover for the
 * organiser, drawn here as SVG in the default brand colours and rasterised with sharp. Shapes and
 * gradients only, no text (no font to depend on), and no randomness at run time: every install
 * gets the same pictures. They are stored through the upload service, so their rows, copies and
 * files are exactly those of an organiser's upload.
 */

/** The default brand colours: primary and secondary. */
const primary = "#40296C";
const secondary = "#3D0B44";

/** A fixed sequence of numbers in [0, 1): the same crowd and the same stars every time. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Small stars over the upper part of a `width` × `height` sky. */
function stars(next: () => number, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const x = round(next() * width);
    const y = round(next() * height);
    const r = round(1 + next() * 2.2);
    const opacity = round(0.25 + next() * 0.55);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${opacity}"/>`;
  }).join("");
}

/** Soft discs of out-of-focus light (a radial gradient each, no blur filter). */
function bokeh(next: () => number, width: number, top: number, bottom: number, count: number): string {
  const tints = ["url(#bokehPink)", "url(#bokehGold)", "url(#bokehLilac)"];
  return Array.from({ length: count }, (_, index) => {
    const x = round(next() * width);
    const y = round(top + next() * (bottom - top));
    const r = round(30 + next() * 70);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${tints[index % tints.length]}"/>`;
  }).join("");
}

/** A crowd seen from behind along the bottom edge: heads, shoulders, some raised hands. */
function crowd(next: () => number, width: number, baseline: number, colour: string, scale: number): string {
  const parts: string[] = [];
  let x = -40 * scale;
  while (x < width + 40 * scale) {
    const head = (26 + next() * 8) * scale;
    const lift = next() * 26 * scale;
    const headY = baseline - 120 * scale - lift;
    parts.push(
      `<circle cx="${round(x)}" cy="${round(headY)}" r="${round(head)}"/>`,
      `<ellipse cx="${round(x)}" cy="${round(headY + head + 70 * scale)}" rx="${round(head * 2.3)}" ry="${round(80 * scale)}"/>`,
    );
    if (next() < 0.22) {
      // An arm up towards the stage, leaning a little one way or the other.
      const angle = round((next() - 0.5) * 40);
      const armX = x + (next() < 0.5 ? -1 : 1) * head * 1.4;
      parts.push(
        `<g transform="rotate(${angle} ${round(armX)} ${round(headY + 50 * scale)})"><rect x="${round(armX - 13 * scale)}" y="${round(headY - 70 * scale)}" width="${round(26 * scale)}" height="${round(130 * scale)}" rx="${round(13 * scale)}"/><circle cx="${round(armX)}" cy="${round(headY - 76 * scale)}" r="${round(19 * scale)}"/></g>`,
      );
    }
    x += (70 + next() * 40) * scale;
  }
  return `<g fill="${colour}">${parts.join("")}<rect x="0" y="${round(baseline)}" width="${width}" height="${round(200 * scale)}"/></g>`;
}

/** A cone of stage light from `(x, 0)` down to a width of `spread` at `y`. */
function beam(x: number, toX: number, y: number, spread: number, fill: string): string {
  return `<polygon points="${x - 12},0 ${x + 12},0 ${toX + spread / 2},${y} ${toX - spread / 2},${y}" fill="${fill}"/>`;
}

const lightDefs = `
  <radialGradient id="bokehPink"><stop offset="0" stop-color="#ff9ccf" stop-opacity="0.32"/><stop offset="1" stop-color="#ff9ccf" stop-opacity="0"/></radialGradient>
  <radialGradient id="bokehGold"><stop offset="0" stop-color="#ffd9a0" stop-opacity="0.2"/><stop offset="1" stop-color="#ffd38a" stop-opacity="0"/></radialGradient>
  <radialGradient id="bokehLilac"><stop offset="0" stop-color="#c9b6ff" stop-opacity="0.3"/><stop offset="1" stop-color="#c9b6ff" stop-opacity="0"/></radialGradient>
  <linearGradient id="beamWarm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe2b0" stop-opacity="0.42"/><stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/></linearGradient>
  <linearGradient id="beamPink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8fc8" stop-opacity="0.32"/><stop offset="1" stop-color="#ff8fc8" stop-opacity="0"/></linearGradient>
  <linearGradient id="beamLilac" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9a3ff" stop-opacity="0.32"/><stop offset="1" stop-color="#b9a3ff" stop-opacity="0"/></linearGradient>`;

/** The opening tag of a `width` × `height` picture drawn in its own pixels. */
const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** A night sky: near black at the top, the primary colour at `middle`, the secondary at the bottom. */
const nightSky = (id: string, middle: number) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#12071f"/><stop offset="${middle}" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/>
  </linearGradient>`;

/** A round glow of light centred on (`cx`, `cy`), measured in the picture's pixels. */
const glow = (id: string, cx: number, cy: number, r: number, stops: string) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" gradientUnits="userSpaceOnUse">
    ${stops}
  </radialGradient>`;

/** The event cover's stage light: warm at its heart, through pink to the violet of the night. */
const stageGlow = `<stop offset="0" stop-color="#ffb58a" stop-opacity="0.95"/><stop offset="0.25" stop-color="#e0609a" stop-opacity="0.6"/><stop offset="0.6" stop-color="#8a3a9c" stop-opacity="0.25"/><stop offset="1" stop-color="#8a3a9c" stop-opacity="0"/>`;
/** The halo round the event cover's spotlight. */
const haloGlow = `<stop offset="0" stop-color="#fff4e0" stop-opacity="0.9"/><stop offset="0.5" stop-color="#ffc9a8" stop-opacity="0.35"/><stop offset="1" stop-color="#ffc9a8" stop-opacity="0"/>`;
/** The logo's spotlight under the arch. */
const spotGlow = `<stop offset="0" stop-color="#ffd9a8" stop-opacity="0.95"/><stop offset="0.45" stop-color="#ff9cc4" stop-opacity="0.45"/><stop offset="1" stop-color="#ff9cc4" stop-opacity="0"/>`;
/** The organiser cover's stage light between the curtains. */
const curtainStageGlow = `<stop offset="0" stop-color="#ffc48f" stop-opacity="0.9"/><stop offset="0.3" stop-color="#e0609a" stop-opacity="0.5"/><stop offset="1" stop-color="#e0609a" stop-opacity="0"/>`;

/** The event's cover: a concert at night, light beams over a crowd, glowing stage at the centre. */
export function demoEventCoverSvg(width = 2400, height = 1200): string {
  const next = sequence(2026);
  const cx = width / 2;
  const stageY = height * 0.78;
  return `${svgOpen(width, height)}
<defs>
  ${nightSky("sky", 0.45)}
  ${glow("glow", cx, stageY, width * 0.42, stageGlow)}
  ${glow("halo", cx, height * 0.5, height * 0.16, haloGlow)}
  <linearGradient id="vignette" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#0b0414" stop-opacity="0.55"/><stop offset="0.25" stop-color="#0b0414" stop-opacity="0"/>
    <stop offset="0.75" stop-color="#0b0414" stop-opacity="0"/><stop offset="1" stop-color="#0b0414" stop-opacity="0.55"/>
  </linearGradient>${lightDefs}
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${stars(next, width, height * 0.45, 140)}
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${beam(width * 0.12, cx - width * 0.1, stageY, width * 0.22, "url(#beamLilac)")}
${beam(width * 0.3, cx - width * 0.03, stageY, width * 0.18, "url(#beamPink)")}
${beam(width * 0.5, cx, stageY, width * 0.2, "url(#beamWarm)")}
${beam(width * 0.7, cx + width * 0.03, stageY, width * 0.18, "url(#beamPink)")}
${beam(width * 0.88, cx + width * 0.1, stageY, width * 0.22, "url(#beamLilac)")}
<circle cx="${cx}" cy="${height * 0.5}" r="${height * 0.16}" fill="url(#halo)"/>
${bokeh(next, width, height * 0.15, height * 0.7, 26)}
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
${crowd(next, width, height * 0.98, "#1a0a26", 1.25)}
${crowd(next, width, height * 1.06, "#0d0515", 1.6)}
</svg>`;
}

/**
 * The organiser's logo: a stage arch with its curtains drawn and a spotlight, on the brand's
 * gradient, kept inside the circle an avatar crops it to.
 */
export function demoOrganizerLogoSvg(size = 512): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<defs>
  <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/>
  </linearGradient>
  ${glow("spot", 256, 330, 150, spotGlow)}
  <linearGradient id="curtain" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e8608f"/><stop offset="1" stop-color="#a8326f"/>
  </linearGradient>
</defs>
<rect width="512" height="512" fill="url(#ground)"/>
<path d="M136 392 V226 A120 120 0 0 1 376 226 V392 Z" fill="#1a0a26"/>
<path d="M136 392 V226 A120 120 0 0 1 376 226 V392 Z" fill="url(#spot)"/>
<path d="M148 228 A108 108 0 0 1 252 118 C238 190 206 280 156 392 H148 Z" fill="url(#curtain)"/>
<path d="M364 228 A108 108 0 0 0 260 118 C274 190 306 280 356 392 H364 Z" fill="url(#curtain)"/>
<path d="M136 392 V226 A120 120 0 0 1 376 226 V392" fill="none" stroke="#fff4e6" stroke-width="14" stroke-linecap="round"/>
<rect x="112" y="388" width="288" height="16" rx="8" fill="#fff4e6"/>
<circle cx="256" cy="80" r="9" fill="#fff4e6"/>
<circle cx="218" cy="90" r="5" fill="#fff4e6" opacity="0.7"/>
<circle cx="294" cy="90" r="5" fill="#fff4e6" opacity="0.7"/>
</svg>`;
}

/** The organiser's cover: a theatre's drawn curtains over a glowing stage and a dark auditorium. */
export function demoOrganizerCoverSvg(width = 2400, height = 800): string {
  const next = sequence(1946);
  const cx = width / 2;
  const folds = 9;
  const curtainWidth = width * 0.24;
  const fold = (side: "left" | "right") =>
    Array.from({ length: folds }, (_, index) => {
      const w = curtainWidth / folds;
      const x = side === "left" ? index * w : width - (index + 1) * w;
      // The inner edge sweeps back as the curtain is tied aside.
      const sweep = (side === "left" ? index + 1 : -(index + 1)) * (w * 0.35);
      return `<path d="M${round(x)} 0 H${round(x + w)} C${round(x + w + sweep)} ${round(height * 0.5)} ${round(x + w + sweep * 0.5)} ${round(height * 0.8)} ${round(x + w)} ${height} H${round(x)} C${round(x + sweep * 0.5)} ${round(height * 0.8)} ${round(x + sweep)} ${round(height * 0.5)} ${round(x)} 0 Z" fill="url(#fold)"/>`;
    }).join("");
  return `${svgOpen(width, height)}
<defs>
  ${nightSky("back", 0.6)}
  ${glow("stage", cx, height * 0.72, width * 0.36, curtainStageGlow)}
  <linearGradient id="fold" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#2a0630"/><stop offset="0.5" stop-color="#7a1f6e"/><stop offset="1" stop-color="${secondary}"/>
  </linearGradient>
  <linearGradient id="valance" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#5a1660"/><stop offset="1" stop-color="${secondary}"/>
  </linearGradient>${lightDefs}
</defs>
<rect width="${width}" height="${height}" fill="url(#back)"/>
${stars(next, width, height * 0.5, 80)}
<rect width="${width}" height="${height}" fill="url(#stage)"/>
${beam(cx - width * 0.16, cx - width * 0.06, height * 0.82, width * 0.16, "url(#beamLilac)")}
${beam(cx, cx, height * 0.82, width * 0.18, "url(#beamWarm)")}
${beam(cx + width * 0.16, cx + width * 0.06, height * 0.82, width * 0.16, "url(#beamPink)")}
${bokeh(next, width, height * 0.2, height * 0.7, 16)}
${fold("left")}${fold("right")}
<path d="M0 0 H${width} V${round(height * 0.1)} ${Array.from({ length: 12 }, (_, index) => {
    const step = width / 12;
    const x = width - index * step;
    return `Q${round(x - step / 2)} ${round(height * 0.19)} ${round(x - step)} ${round(height * 0.1)}`;
  }).join(" ")} Z" fill="url(#valance)"/>
${crowd(next, width, height * 1.04, "#0d0515", 1.05)}
</svg>`;
}

/** One picture made from its SVG: a JPEG for the photographic covers, a PNG for the logo. */
async function rasterise(svg: string, name: string, as: "jpeg" | "png"): Promise<File> {
  const pipeline = sharp(Buffer.from(svg));
  const bytes =
    as === "jpeg" ? await pipeline.jpeg({ quality: 90 }).toBuffer() : await pipeline.png().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: as === "jpeg" ? "image/jpeg" : "image/png" });
}

export interface DemoPictureTargets {
  accountId: number;
  organizerId: number;
  eventId: number;
}

export interface DemoPictures {
  eventCover: ImageRow;
  organizerLogo: ImageRow;
  organizerCover: ImageRow;
}

/**
 * Makes the demo's three pictures and stores each through `uploadImage`, as the upload routes do
 * (copies in AVIF and WebP, in the image store `files`). Throws on the first that fails; the ones
 * stored before it stay.
 */
export async function addDemoPictures(
  db: Executor,
  { accountId, organizerId, eventId }: DemoPictureTargets,
  store: UploadStore,
): Promise<DemoPictures> {
  const caller = { db, accountId };
  const eventCover = await uploadImage(caller, store, {
    type: "EVENT_COVER",
    owner: { entityType: "EVENT", entityId: eventId },
    file: await rasterise(demoEventCoverSvg(), "concerto-d-estate.jpg", "jpeg"),
  });
  const organizerLogo = await uploadImage(caller, store, {
    type: "ORGANIZER_LOGO",
    owner: { entityType: "ORGANIZER", entityId: organizerId },
    file: await rasterise(demoOrganizerLogoSvg(), "teatro-demo-logo.png", "png"),
  });
  const organizerCover = await uploadImage(caller, store, {
    type: "ORGANIZER_COVER",
    owner: { entityType: "ORGANIZER", entityId: organizerId },
    file: await rasterise(demoOrganizerCoverSvg(), "teatro-demo.jpg", "jpeg"),
  });
  return { eventCover, organizerLogo, organizerCover };
}
