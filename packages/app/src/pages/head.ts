import {
  escapeHtml,
  eventStructuredData,
  type Picture,
  type PublicEvent,
  type PublicOrganizer,
  scriptSafeJson,
} from "@varco/domain";
import { coverPicture, publicCoverSizes } from "../format/coverPicture";
import { snippet } from "../format/snippet";

/**
 * What a server-drawn page puts in its head: what link previews (WhatsApp, Slack, Facebook) and
 * search engines read, since they do not run scripts.
 */
export interface PageHead {
  /** The page's own title; the app's name follows it (`Concerto · Varco`). None: the app's name alone. */
  title?: string | undefined;
  description?: string | undefined;
  /** The page's canonical address, absolute. */
  canonical?: string | undefined;
  /** A picture for previews, absolute. */
  image?: string | undefined;
  /** `og:type`. */
  type?: "website" | "profile" | undefined;
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown> | undefined;
  /** Ask search engines not to list the page. */
  noindex?: boolean | undefined;
  /**
   * The picture the page shows first (an event's cover), fetched with the page rather than once
   * the stylesheet and scripts have run: the copy the browser will pick, by format and width.
   */
  preloadPicture?: Picture | undefined;
  /** The `sizes` the page gives that picture. */
  preloadSizes?: string | undefined;
  /** The web app manifest that installs the page (a `data:` URL: it is the page's own). */
  manifest?: string | undefined;
  /** The colour of the browser's bar around the page. */
  themeColor?: string | undefined;
  /**
   * The page's links open in a new tab (`<base target="_blank">`): a page inside another site's
   * frame, where our other pages may not be shown. Its own steps move on by script.
   */
  linksOpenOutside?: boolean | undefined;
}

/** The head's elements as HTML, the `<title>` first; every value escaped. */
export function headHtml(head: PageHead, appName: string): string {
  const title = head.title ? `${head.title} · ${appName}` : appName;
  const meta = (attribute: "name" | "property", key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">\n` : "";
  return [
    `<title>${escapeHtml(title)}</title>\n`,
    meta("name", "description", head.description),
    head.noindex ? '<meta name="robots" content="noindex">\n' : "",
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">\n` : "",
    head.title ? meta("property", "og:site_name", appName) : "",
    head.title ? meta("property", "og:type", head.type ?? "website") : "",
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    head.title ? meta("name", "twitter:card", head.image ? "summary_large_image" : "summary") : "",
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    head.structuredData
      ? `<script type="application/ld+json">${scriptSafeJson(head.structuredData)}</script>\n`
      : "",
    picturePreload(head.preloadPicture, head.preloadSizes),
    head.manifest ? `<link rel="manifest" href="${escapeHtml(head.manifest)}">\n` : "",
    meta("name", "theme-color", head.themeColor),
    head.linksOpenOutside ? '<base target="_blank">\n' : "",
  ].join("");
}

/**
 * A preload for the copy of `picture` the page's `<picture>` will choose: its first source (the
 * best format the browser takes: a browser that does not take it skips the preload by its type),
 * with the same srcset and sizes; else the file itself.
 */
function picturePreload(picture: Picture | undefined, sizes: string | undefined): string {
  if (!picture) return "";
  const [best] = picture.sources;
  if (!best)
    return `<link rel="preload" as="image" href="${escapeHtml(picture.src)}" fetchpriority="high">\n`;
  return `<link rel="preload" as="image" type="${escapeHtml(best.type)}" imagesrcset="${escapeHtml(best.srcSet)}"${
    sizes ? ` imagesizes="${escapeHtml(sizes)}"` : ""
  } fetchpriority="high">\n`;
}

/**
 * The manifest of a page that installs as an app (the door's scanner): its name, where it starts,
 * what it covers (the folder of its address) and its icon, as a `data:` URL. Every address in it
 * is absolute, since a `data:` URL is no base to resolve against.
 */
export function appManifest(app: {
  name: string;
  shortName: string;
  start: string;
  icon: string;
  color: string;
}): string {
  const manifest = {
    id: app.start,
    name: app.name,
    short_name: app.shortName,
    start_url: app.start,
    scope: new URL("./", app.start).href,
    display: "standalone",
    orientation: "portrait",
    background_color: app.color,
    theme_color: app.color,
    icons: [
      {
        src: app.icon,
        sizes: "any",
        ...(new URL(app.icon).pathname.endsWith(".svg") ? { type: "image/svg+xml" } : {}),
      },
    ],
  };
  return `data:application/manifest+json,${encodeURIComponent(JSON.stringify(manifest))}`;
}

/** `url` made absolute against the deployment's address. */
export function absolute(url: string | null | undefined, appUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, appUrl).href;
  } catch {
    return undefined;
  }
}

export interface HeadContext {
  /** The deployment's public address. */
  appUrl: string;
  /** The picture for pages without their own (runtime configuration). */
  defaultImageUrl: string | null;
}

/** An event page's head: its SEO title and description, cover, and schema.org Event. */
export function eventHead(
  event: PublicEvent,
  canonical: string,
  { appUrl, defaultImageUrl }: HeadContext,
): PageHead {
  const coverImage = event.images?.find((image) => image.type === "EVENT_COVER");
  const image = absolute(coverImage?.url ?? defaultImageUrl, appUrl);
  const organizer = event.organizer;
  const organizerUrl =
    organizer && organizer.status === "LIVE"
      ? absolute(`/events/${organizer.id}/${encodeURIComponent(organizer.slug)}`, appUrl)
      : undefined;
  return {
    title: event.settings?.seo_title || event.title,
    description: snippet(event.settings?.seo_description || event.description_preview),
    canonical,
    image,
    noindex: event.settings?.allow_search_engine_indexing === false,
    structuredData: eventStructuredData(event, { page: canonical, organizer: organizerUrl, image }),
    // The cover is the page's largest paint: asked for at once.
    preloadPicture: coverPicture(coverImage, defaultImageUrl) ?? undefined,
    preloadSizes: publicCoverSizes,
  };
}

/** An organiser page's head: its SEO title and description, cover or logo, as a profile. */
export function organizerHead(
  organizer: PublicOrganizer,
  canonical: string,
  { appUrl }: HeadContext,
): PageHead {
  const settings = organizer.settings;
  const cover = organizer.images?.find((image) => image.type === "ORGANIZER_COVER");
  const picture = cover ?? organizer.images?.find((image) => image.type === "ORGANIZER_LOGO");
  return {
    title: settings?.seo_title || organizer.name,
    description: snippet(settings?.seo_description || organizer.description),
    canonical,
    image: absolute(picture?.url, appUrl),
    type: "profile",
    noindex: settings?.allow_search_engine_indexing === false,
    // The cover, at the top, is the page's largest paint: asked for at once, as the event's.
    preloadPicture: coverPicture(cover, null) ?? undefined,
    preloadSizes: publicCoverSizes,
  };
}
