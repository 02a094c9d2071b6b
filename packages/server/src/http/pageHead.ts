import { escapeHtml, scriptSafeJson } from "./html";

/**
 * What the server writes into `index.html` for a public page before the app starts: what link
 * previews (WhatsApp, Slack, Facebook) and search engines read, since they do not run the app.
 */
export interface PageHead {
  /** The page's own title; the app's name follows it (`Concerto · Varco`), as the app writes it. */
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
}

/** How the server answers a page's address: its status and head, or a permanent redirect. */
export type PageAnswer = { status: 200 | 404; head: PageHead } | { redirect: string };

const titleElement = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const descriptionElement = /<meta\b[^>]*\bname=["']?description["']?[^>]*>\s*/gi;

/** `html` (the app's index.html) with the page's title, description and preview tags. */
export function withPageHead(html: string, head: PageHead, appName: string): string {
  const title = head.title ? `${head.title} · ${appName}` : undefined;
  const meta = (attribute: "name" | "property", key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">\n` : "";
  const tags = [
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
  ].join("");
  const withoutDescription = head.description ? html.replace(descriptionElement, () => "") : html;
  const withTitle = title
    ? withoutDescription.replace(titleElement, () => `<title>${escapeHtml(title)}</title>`)
    : withoutDescription;
  const end = withTitle.search(/<\/head\s*>/i);
  return end === -1 ? `${tags}${withTitle}` : `${withTitle.slice(0, end)}${tags}${withTitle.slice(end)}`;
}
