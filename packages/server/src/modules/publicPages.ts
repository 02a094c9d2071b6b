import { eventStructuredData, type PublicEvent, type PublicOrganizer } from "@varco/domain";
import type { Context } from "hono";
import type { AppEnv } from "../http/appEnv";
import type { PageAnswer, PageHead } from "../http/pageHead";
import { publicAnswersOf } from "../http/publicAnswers";
import { clientIp } from "./auth/clientIp";
import { publicEvent } from "./events/publicService";
import { publicOrganizer } from "./organizers/publicService";

/**
 * The server's side of the public pages' addresses (the app draws the pages): the status a crawler
 * should get (404 for an event or organiser that is not there), the permanent redirect to the
 * canonical slug (keeping the query), and the head link previews and search engines read. Answers
 * are kept with the public reads' (`http/publicAnswers.ts`), emptied by the same writes.
 */

const eventPath = /^\/(e|event)\/(\d{1,15})\/([^/]+)\/?$/u;
const organizerPath = /^\/events\/(\d{1,15})\/([^/]+)(\/past-events)?\/?$/u;

/** The first sentence-sized part of a text, for a description (search results show about 160). */
function snippet(text: string | null | undefined, length = 160): string | undefined {
  const plain = text?.replace(/\s+/gu, " ").trim();
  if (!plain) return undefined;
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
}

const absolute = (url: string | null | undefined, appUrl: string) =>
  url ? new URL(url, appUrl).href : undefined;

function eventHead(event: PublicEvent, canonical: string, c: Context<AppEnv>): PageHead {
  const { APP_URL, APP_DEFAULT_IMAGE_URL } = c.var.config;
  const cover = event.images?.find((image) => image.type === "EVENT_COVER")?.url ?? APP_DEFAULT_IMAGE_URL;
  const image = absolute(cover, APP_URL);
  const organizer = event.organizer;
  const organizerUrl =
    organizer && organizer.status === "LIVE"
      ? new URL(`/events/${organizer.id}/${encodeURIComponent(organizer.slug)}`, APP_URL).href
      : undefined;
  return {
    title: event.settings?.seo_title || event.title,
    description: snippet(event.settings?.seo_description || event.description_preview),
    canonical,
    image,
    noindex: event.settings?.allow_search_engine_indexing === false,
    structuredData: eventStructuredData(event, { page: canonical, organizer: organizerUrl, image }),
  };
}

function organizerHead(organizer: PublicOrganizer, canonical: string, c: Context<AppEnv>): PageHead {
  const settings = organizer.settings;
  const picture =
    organizer.images?.find((image) => image.type === "ORGANIZER_COVER") ??
    organizer.images?.find((image) => image.type === "ORGANIZER_LOGO");
  return {
    title: settings?.seo_title || organizer.name,
    description: snippet(settings?.seo_description || organizer.description),
    canonical,
    image: absolute(picture?.url, c.var.config.APP_URL),
    type: "profile",
    noindex: settings?.allow_search_engine_indexing === false,
  };
}

async function resolve(c: Context<AppEnv>, path: string, search: string): Promise<PageAnswer | undefined> {
  const { db, config } = c.var;
  const event = eventPath.exec(path);
  if (event) {
    const [, prefix, id, slug] = event as unknown as [string, string, string, string];
    // The organiser's own preview address is the app's alone.
    if (prefix === "event" && slug === "preview") return undefined;
    const found = await publicEvent(db, Number(id), undefined, { appUrl: config.APP_URL, now: new Date() });
    if (!found) return { status: 404, head: { noindex: true } };
    if (decodeURIComponent(slug) !== found.slug)
      return { redirect: `/${prefix}/${id}/${encodeURIComponent(found.slug)}${search}` };
    const canonical = new URL(`/event/${id}/${encodeURIComponent(found.slug)}`, config.APP_URL).href;
    return { status: 200, head: eventHead(found, canonical, c) };
  }
  const organizer = organizerPath.exec(path);
  if (organizer) {
    const [, id, slug, past = ""] = organizer as unknown as [string, string, string, string | undefined];
    const reader = {
      viewer: undefined,
      password: undefined,
      clientAddress: clientIp(c),
      rateLimits: c.var.rateLimits,
    };
    const found = await publicOrganizer(db, Number(id), reader, config.APP_URL);
    if (!found) return { status: 404, head: { noindex: true } };
    // A protected page: nothing about it until the password is given (the app asks for it).
    if ("refused" in found) return { status: 200, head: { noindex: true } };
    if (decodeURIComponent(slug) !== found.slug)
      return { redirect: `/events/${id}/${encodeURIComponent(found.slug)}${past}${search}` };
    const canonical = new URL(`/events/${id}/${encodeURIComponent(found.slug)}${past}`, config.APP_URL).href;
    return { status: 200, head: organizerHead(found, canonical, c) };
  }
  return undefined;
}

/** The answer for a public page's address, or undefined for any other address. */
export async function publicPageAnswer(
  c: Context<AppEnv>,
  path: string,
  search: string,
): Promise<PageAnswer | undefined> {
  if (!eventPath.test(path) && !organizerPath.test(path)) return undefined;
  const cache = publicAnswersOf(c);
  const key = `page:${path}${search}`;
  const kept = cache.entry(key);
  if (kept) return kept.answer.extra as PageAnswer | undefined;
  const answer = await resolve(c, path, search);
  cache.keep(key, { status: 200, body: new Uint8Array(), extra: answer });
  return answer;
}
