import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type ApiClient,
  isApiError,
  type Order,
  organizerReads,
  type PublicEvent,
  type PublicOrganizer,
  type PublicOrganizerEventsView,
  type PublicWaitlistEntry,
  publicOrganizerEventsQuery,
  type Question,
  type SupportedLocale,
  widgetOptionsOf,
} from "@varco/domain";
import { readFallback } from "@varco/domain/swr";
import { createBrandTheme } from "@varco/ui";
import type { InvitationAnswer } from "../areas/auth/AcceptInvitation";
import { idFromPath } from "../areas/public/PublicPage";
import { checkPromoCode } from "../areas/public/promoCode";
import { widgetLookOf } from "../areas/public/widgetLook";
import { widgetSessionParameter } from "../areas/public/widgetPaths";
import { languageParameter } from "../shell/LanguageLinks";
import { wayHomeOf } from "../shell/wayHome";
import { appManifest, eventHead, organizerHead, type PageHead } from "./head";
import type { PageName, PageProps } from "./pageModules";

/** What a page's data says about the answer: a page to draw (with its status), or a redirect. */
export type Loaded =
  | {
      [Name in PageName]: { status: 200 | 404 | 503; page: Name; props: PageProps[Name]; head: PageHead };
    }[PageName]
  | { redirect: string };

export interface LoadContext {
  url: URL;
  /** The API as the visitor's request sees it (their cookies go with it). */
  client: ApiClient;
  locale: SupportedLocale;
  appUrl: string;
  defaultImageUrl: string | null;
  /** The deployment's icon (runtime configuration); none: the build's. */
  faviconUrl?: string | null;
  /** The request's Referer, for the error page's "back" button. */
  referrer: string;
  /** The page's language, for what a head says in words. */
  i18n: I18n;
  /** Whether this deployment takes card payments (Stripe): such a payment step is the app's. */
  cardPayments?: boolean;
}

/** A page's data; undefined when the server leaves this address to the app after all. */
type Loader = (match: RegExpExecArray, context: LoadContext) => Promise<Loaded | undefined>;

/** The address without the language parameter: what the page links to and calls itself. */
function addressOf(url: URL) {
  const query = new URLSearchParams(url.search);
  query.delete(languageParameter);
  const search = query.size > 0 ? `?${query.toString()}` : "";
  return { pathname: url.pathname, search };
}

/** The not-found or error page for this address (its status says which). */
export function resultPage(status: 404 | 503, context: LoadContext): Loaded {
  const { url, appUrl, referrer } = context;
  const way = wayHomeOf({
    signedIn: false,
    pathname: url.pathname,
    referrer,
    origin: new URL(appUrl).origin,
  });
  const variant = status === 404 ? "notFound" : "error";
  return { status, page: "result", props: { variant, pathname: url.pathname, way }, head: { noindex: true } };
}

/** A read's failure as a page: not there (404) is the not-found page, anything else the error page. */
function failure(error: unknown, context: LoadContext): Loaded {
  if (isApiError(error) && (error.status === 404 || error.status === 403)) return resultPage(404, context);
  return resultPage(503, context);
}

const publicEvent: Loader = async (match, context) => {
  const [, prefix, rawId, rawSlug] = match as unknown as [string, "e" | "event", string, string];
  const id = idFromPath(rawId);
  if (id === null) return resultPage(404, context);
  const preview = prefix === "event" && rawSlug === "preview";
  // Checked before the event is asked for: a malformed code is never sent.
  const promo = checkPromoCode(context.url.searchParams.get("promo_code"));
  // and a well-formed one goes with the event only once the server said it is valid now.
  let promoCode: string | null = null;
  if (promo.status === "valid") {
    try {
      if ((await context.client.promoCodes.validatePublic(id, promo.code)).valid) promoCode = promo.code;
    } catch {
      // Not checked: the page is drawn without the code, which says so.
    }
  }
  let event: Awaited<ReturnType<ApiClient["events"]["getPublic"]>>;
  try {
    event = await context.client.events.getPublic(id, promoCode ?? undefined);
  } catch (error) {
    return failure(error, context);
  }
  const address = addressOf(context.url);
  const slug = encodeURIComponent(event.slug);
  // A renamed event keeps its old links working: they lead, permanently, to the current address.
  if (!preview && safeDecode(rawSlug) !== event.slug)
    return { redirect: `/${prefix}/${id}/${slug}${context.url.search}` };
  const canonical = new URL(`/event/${id}/${slug}`, context.appUrl).href;
  const head = eventHead(event, canonical, context);
  return {
    status: 200,
    page: "publicEvent",
    props: { address, event, promoRefused: promo.status !== "none" && promoCode === null, promoCode },
    // The organiser's preview of a draft is nobody else's business.
    head: preview ? { ...head, noindex: true } : head,
  };
};

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const publicOrganizer: Loader = async (match, context) => {
  const [, previewId, rawId, rawSlug, past] = match as unknown as [
    string,
    string?,
    string?,
    string?,
    string?,
  ];
  const preview = previewId !== undefined;
  const id = idFromPath(previewId ?? rawId);
  if (id === null) return resultPage(404, context);
  const view: PublicOrganizerEventsView = past ? "past" : "upcoming";
  const address = addressOf(context.url);
  const now = new Date();
  const { client } = context;
  let organizer: PublicOrganizer | undefined;
  try {
    organizer = await client.organizers.getPublic(id);
  } catch (error) {
    // A protected page: the browser asks for its password; nothing about it until then.
    if (isApiError(error) && error.status === 403)
      return {
        status: 200,
        page: "publicOrganizer",
        props: { address, organizerId: id, view, now: now.toISOString(), locked: true, fallback: {} },
        head: { noindex: true },
      };
    return failure(error, context);
  }
  const slug = encodeURIComponent(organizer.slug);
  if (!preview && safeDecode(rawSlug ?? "") !== organizer.slug)
    return { redirect: `/events/${id}/${slug}${past ?? ""}${context.url.search}` };
  const query = publicOrganizerEventsQuery(view, now);
  let events: Awaited<ReturnType<ApiClient["organizers"]["listPublicEvents"]>>;
  try {
    events = await client.organizers.listPublicEvents(id, query);
  } catch (error) {
    return failure(error, context);
  }
  const fallback = Object.fromEntries([
    readFallback(organizerReads.getPublic(id, undefined), organizer),
    readFallback(organizerReads.publicEvents(id, query, undefined), events),
  ]);
  const canonical = new URL(`/events/${id}/${slug}${past ?? ""}`, context.appUrl).href;
  const head = organizerHead(organizer, canonical, context);
  return {
    status: 200,
    page: "publicOrganizer",
    props: { address, organizerId: id, view, now: now.toISOString(), locked: false, fallback },
    head: preview ? { ...head, noindex: true } : head,
  };
};

const login: Loader = async (_match, context) => ({
  status: 200,
  page: "login",
  props: {
    address: addressOf(context.url),
    passwordChanged: context.url.searchParams.has("password_changed"),
  },
  head: { title: context.i18n._(msg`Sign in`), canonical: new URL("/auth/login", context.appUrl).href },
});

const register: Loader = async (_match, context) => ({
  status: 200,
  page: "register",
  props: { address: addressOf(context.url) },
  head: {
    title: context.i18n._(msg`Create an account`),
    description: context.i18n._(msg`Organise events and trips and sell their tickets.`),
    canonical: new URL("/auth/register", context.appUrl).href,
  },
});

const forgotPassword: Loader = async (_match, context) => ({
  status: 200,
  page: "forgotPassword",
  props: { address: addressOf(context.url) },
  head: { title: context.i18n._(msg`Forgot your password?`), noindex: true },
});

// A link from a mail carries a secret: its pages are never listed, and their address is not repeated.
const resetPassword: Loader = async (match, context) => {
  const token = safeDecode(match[1] ?? "") ?? "";
  let alive = true;
  try {
    await context.client.auth.checkResetPasswordToken(token);
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) return failure(error, context);
    alive = false;
  }
  return {
    status: 200,
    page: "resetPassword",
    props: { address: addressOf(context.url), token, alive },
    head: { title: context.i18n._(msg`Choose a new password`), noindex: true },
  };
};

const acceptInvitation: Loader = async (match, context) => {
  const token = safeDecode(match[1] ?? "") ?? "";
  let answer: InvitationAnswer;
  try {
    answer = { invited: await context.client.auth.getInvitation(token) };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500 || error.status === 0) return failure(error, context);
    answer = { status: error.status };
  }
  return {
    status: 200,
    page: "acceptInvitation",
    props: { address: addressOf(context.url), token, answer },
    head: { title: context.i18n._(msg`Accept the invitation`), noindex: true },
  };
};

// A ticket's pages are its holder's business: never listed, and their head names no one.
const ticket: Loader = async (match, context) => {
  const [, rawId, rawShortId, print] = match as unknown as [string, string, string, string?];
  const id = idFromPath(rawId);
  const shortId = safeDecode(rawShortId);
  if (id === null || !shortId) return resultPage(404, context);
  let found: Awaited<ReturnType<ApiClient["attendees"]["getPublic"]>>;
  try {
    found = await context.client.attendees.getPublic(id, shortId);
  } catch (error) {
    return failure(error, context);
  }
  // The event goes once, beside the ticket.
  const { event, ...rest } = found;
  if (!event) return resultPage(404, context);
  const publicId = found.public_id;
  const title = event.title;
  return {
    status: 200,
    page: "ticket",
    props: print
      ? { view: "ticketPrint", ticket: rest, event }
      : { view: "ticket", address: addressOf(context.url), ticket: rest, event },
    head: {
      title: print
        ? context.i18n._(msg`Print tickets · ${title}`)
        : context.i18n._(msg`Ticket ${publicId} · ${title}`),
      noindex: true,
    },
  };
};

const orderPrint: Loader = async (match, context) => {
  const id = idFromPath(match[1]);
  const shortId = safeDecode(match[2] ?? "");
  if (id === null || !shortId) return resultPage(404, context);
  let order: Order & { event?: PublicEvent };
  try {
    order = await context.client.checkout.getOrder(id, shortId, { include: ["event"] });
  } catch (error) {
    return failure(error, context);
  }
  const { event, ...rest } = order;
  if (!event) return resultPage(404, context);
  // The checkout's session stays in its cookie, out of the page's markup.
  delete rest.session_identifier;
  const title = event.title;
  return {
    status: 200,
    page: "ticket",
    props: { view: "orderPrint", order: rest, event },
    head: { title: context.i18n._(msg`Print tickets · ${title}`), noindex: true },
  };
};

// "Find my tickets" and the list a mailed link opens: a buyer's own business, never listed.
const myTickets: Loader = async (match, context) => {
  const address = addressOf(context.url);
  const token = match[1] === undefined ? undefined : safeDecode(match[1]);
  const page = (props: PageProps["checkout"]): Loaded => ({
    status: 200,
    page: "checkout",
    props,
    head: { title: context.i18n._(msg`Find my tickets`), noindex: true },
  });
  if (token === undefined) return page({ view: "myTickets", address, expired: false });
  try {
    const orders = await context.client.checkout.getTicketLookup(token ?? "");
    return page({ view: "myTicketsList", address, orders });
  } catch (error) {
    if (isApiError(error) && (error.status === 400 || error.status === 422))
      return page({ view: "myTickets", address, expired: true });
    return failure(error, context);
  }
};

// A waitlist entry's page, reached from its person's mails by the entry's secret token: never
// listed, and its address is not repeated. Beside the entry, only what it shows of the event.
const waitlistEntry: Loader = async (match, context) => {
  const id = idFromPath(match[1]);
  const token = safeDecode(match[2] ?? "");
  if (id === null || !token) return resultPage(404, context);
  let entry: PublicWaitlistEntry;
  let event: PublicEvent;
  try {
    [entry, event] = await Promise.all([
      context.client.publicWaitlist.getEntry(id, token),
      context.client.events.getPublic(id),
    ]);
  } catch (error) {
    return failure(error, context);
  }
  const { slug, title, timezone } = event;
  return {
    status: 200,
    page: "checkout",
    props: {
      view: "waitlistEntry",
      address: addressOf(context.url),
      token,
      entry,
      event: { id, slug, title, timezone },
    },
    head: { title: context.i18n._(msg`Waitlist · ${title}`), noindex: true },
  };
};

// A checkout's steps: the details and (paid offline) the payment step of the buyer's own reserved
// order, and the summary once the order left RESERVED. The order is read as the buyer's request
// sees it (their checkout cookie goes with it): a reserved order is drawn only for the session
// that reserved it (the API gives that session alone its `session_identifier`). Every other case
// (another session, an expired order, card payment) is left to the app, which says and does what
// it always did.
const checkout: Loader = (match, context) => checkoutStep(match, context, false);

// The same steps inside the widget's frame (`/widget/{eventId}/checkout/…`), where the browser keeps
// no cookie of ours: the session comes in the address. There is no app to leave a case to, so
// each is drawn: an order no longer open shows its summary or that it is closed, and card payment
// opens in a tab of its own.
const widgetCheckout: Loader = (match, context) => checkoutStep(match, context, true);

async function checkoutStep(
  match: RegExpExecArray,
  context: LoadContext,
  inWidget: boolean,
): Promise<Loaded | undefined> {
  const [, rawId, rawShortId, step] = match as unknown as [
    string,
    string,
    string,
    "details" | "summary" | "payment",
  ];
  const id = idFromPath(rawId);
  const shortId = safeDecode(rawShortId);
  if (id === null || !shortId) return resultPage(404, context);
  const eventId = id;
  const widgetSession = inWidget
    ? (context.url.searchParams.get(widgetSessionParameter) ?? undefined)
    : undefined;
  let order: Order & { event?: PublicEvent };
  try {
    order = await context.client.checkout.getOrder(id, shortId, {
      include: ["event"],
      session_identifier: widgetSession,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      if (!inWidget) return undefined;
      // Another session's reservation: nothing of it is shown.
      return resultPage(404, context);
    }
    return failure(error, context);
  }
  const { event, session_identifier: session, ...rest } = order;
  if (!event) return resultPage(404, context);
  const address = addressOf(context.url);
  const title = event.title;
  const common = {
    address,
    eventId: id,
    shortId,
    order: rest,
    event,
    ...(inWidget ? { widget: widgetOf(context.url, event) } : {}),
  };
  const page = (props: PageProps["checkout"], head: PageHead): Loaded => ({
    status: 200,
    page: "checkout",
    props,
    head: { ...head, noindex: true, ...(inWidget ? { linksOpenOutside: true } : {}) },
  });
  const summary = () =>
    page({ view: "summary", ...common }, { title: context.i18n._(msg`Your order · ${title}`) });
  const open = order.status === "RESERVED" && Boolean(session) && !order.is_expired;
  // What the widget draws for a step that no longer applies: the summary of a bought order, else
  // that the order is closed.
  const elsewhere = () =>
    !inWidget
      ? undefined
      : order.status !== "RESERVED" && order.status !== "ABANDONED" && order.status !== "CANCELLED"
        ? summary()
        : page(
            { view: "closed", ...common, expired: Boolean(order.is_expired) || order.status === "ABANDONED" },
            { title },
          );
  const detailsOf = async (): Promise<Loaded> => {
    let questions: Question[];
    try {
      questions = await context.client.questions.listPublic(eventId);
    } catch (error) {
      return failure(error, context);
    }
    return page(
      {
        view: "details",
        ...common,
        questions: questions.filter((question) => !question.is_hidden),
        drawnAt: Date.now(),
      },
      { title: context.i18n._(msg`Your details · ${title}`) },
    );
  };
  if (step === "summary") {
    if (order.status !== "RESERVED") return summary();
    if (!inWidget) return undefined;
    return open ? detailsOf() : elsewhere();
  }
  if (step === "details") return open ? detailsOf() : elsewhere();

  const providers = event.settings?.payment_providers ?? [];
  const byCard = Boolean(context.cardPayments) && providers.includes("STRIPE");
  const payable = open && order.is_payment_required && Boolean(order.email);
  if (!payable || !(providers.includes("OFFLINE") || (inWidget && byCard))) return elsewhere();
  // The app's own payment step takes cards; the widget opens it in a tab of its own, with the session.
  if (byCard && !inWidget) return undefined;
  const cardElsewhere =
    byCard && session
      ? `/checkout/${id}/${encodeURIComponent(shortId)}/payment?${new URLSearchParams({ [widgetSessionParameter]: session })}`
      : null;
  return page(
    {
      view: "payment",
      ...common,
      failed: context.url.searchParams.get("failed"),
      drawnAt: Date.now(),
      cardElsewhere,
    },
    { title: context.i18n._(msg`Payment · ${title}`) },
  );
}

/** What the widget's embedding page asked for, and the colours it comes to with the event's design. */
function widgetOf(url: URL, event: PublicEvent) {
  const options = widgetOptionsOf(url.searchParams);
  return { options, look: widgetLookOf(options, event.settings) };
}

// The widget's first step: the event's tickets, inside another site's frame. Its links (the
// ticket pages, the powered-by line) open outside the frame, where they may be shown.
const widget: Loader = async (match, context) => {
  const id = idFromPath(match[1]);
  if (id === null) return resultPage(404, context);
  let event: PublicEvent;
  try {
    event = await context.client.events.getPublic(id);
  } catch (error) {
    return failure(error, context);
  }
  const title = event.title;
  return {
    status: 200,
    page: "widget",
    props: { address: addressOf(context.url), event, ...widgetOf(context.url, event) },
    head: { title: context.i18n._(msg`Tickets · ${title}`), noindex: true, linksOpenOutside: true },
  };
};

// The scanner at the door: the list's short id is the capability (no sign-in), so its page is never
// listed. Its head carries the web app manifest that installs it, named after the event.
const door: Loader = async (match, context) => {
  const shortId = safeDecode(match[1] ?? "");
  if (!shortId) return resultPage(404, context);
  let list: Awaited<ReturnType<ApiClient["checkInLists"]["getPublic"]>>;
  try {
    list = await context.client.checkInLists.getPublic(shortId);
  } catch (error) {
    return failure(error, context);
  }
  const eventTitle = list.event?.title ?? "";
  const settings = list.event?.settings;
  const brand = {
    primary: settings?.homepage_primary_color ?? null,
    secondary: settings?.homepage_secondary_color ?? null,
  };
  // The page's own dark surface, around it in the browser and behind the installed app's start.
  const color = createBrandTheme({ ...brand, mode: "dark" }).color.surface.base;
  const start = new URL(`/check-in/${encodeURIComponent(shortId)}`, context.appUrl).href;
  return {
    status: 200,
    page: "door",
    props: {
      shortId,
      list: {
        name: list.name,
        eventTitle,
        checkedIn: list.checked_in_attendees,
        expected: list.total_attendees,
      },
      brand,
    },
    head: {
      title: eventTitle ? `${list.name} · ${eventTitle}` : list.name,
      noindex: true,
      themeColor: color,
      manifest: appManifest({
        name: eventTitle || list.name,
        shortName: list.name,
        start,
        icon: new URL(context.faviconUrl || "/favicon.svg", context.appUrl).href,
        color,
      }),
    },
  };
};

/** The addresses the server draws, tried in order. */
const pageRoutes: [RegExp, Loader][] = [
  [/^\/(e|event)\/([^/]+)\/([^/]+)\/?$/u, publicEvent],
  [/^\/(?:organizer\/([^/]+)\/preview|events\/([^/]+)\/([^/]+)(\/past-events)?)\/?$/u, publicOrganizer],
  [/^\/auth\/login\/?$/u, login],
  [/^\/auth\/register\/?$/u, register],
  [/^\/auth\/forgot-password\/?$/u, forgotPassword],
  [/^\/auth\/reset-password\/([^/]+)\/?$/u, resetPassword],
  [/^\/auth\/accept-invitation\/([^/]+)\/?$/u, acceptInvitation],
  [/^\/product\/([^/]+)\/([^/]+)(\/print)?\/?$/u, ticket],
  [/^\/order\/([^/]+)\/([^/]+)\/print\/?$/u, orderPrint],
  [/^\/checkout\/([^/]+)\/([^/]+)\/(details|summary|payment)\/?$/u, checkout],
  [/^\/widget\/([^/]+)\/?$/u, widget],
  [/^\/widget\/([^/]+)\/checkout\/([^/]+)\/(details|summary|payment)\/?$/u, widgetCheckout],
  [/^\/check-in\/([^/]+)\/?$/u, door],
  [/^\/my-tickets(?:\/([^/]+))?\/?$/u, myTickets],
  [/^\/waitlist\/([^/]+)\/([^/]+)\/?$/u, waitlistEntry],
];

/** Whether the server draws the page at `pathname`. */
export function isDrawnPage(pathname: string): boolean {
  return pageRoutes.some(([pattern]) => pattern.test(pathname));
}

/** The page at `url` with its data, or undefined when the server does not draw that address. */
export function loadPage(context: LoadContext): Promise<Loaded | undefined> | undefined {
  for (const [pattern, load] of pageRoutes) {
    const match = pattern.exec(context.url.pathname);
    if (match) return load(match, context);
  }
  return undefined;
}
