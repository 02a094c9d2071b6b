import {
  addressLines,
  calendarFileOf,
  currencyMinorDigits,
  type PriceDisplayMode,
  shownPrice,
  type UserLocale,
} from "@varco/domain";
import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "../../http/html";
import { drawForMail, type MailTemplatePayload } from "../emailTemplates/liquid";
import { sanitizeRichText } from "../events/richText";
import { type OrderMailStrings, orderMailStrings } from "./orderMailStrings";
import type { MailAttachment } from "./transport";

/**
 * The mails of an order (queued by the tickets module's `queueOrderMails`): the buyer's
 * confirmation and one ticket per attendee. Always in the order's language (`fixed_locale`), with
 * money and times formatted here for that language, times in the event's zone. Payload paths
 * (`/checkout/…`) are made absolute with the deployment's URL; the ticket's QR code arrives as a
 * PNG (base64) made when the mail was queued, shown inline (`cid:`), and the event comes as an
 * `.ics` attachment.
 */

export const orderMailTemplates = ["order_confirmation", "order_ticket"] as const;
export type OrderMailTemplate = (typeof orderMailTemplates)[number];

export function isOrderMailTemplate(template: string): template is OrderMailTemplate {
  return (orderMailTemplates as readonly string[]).includes(template);
}

export interface OrderMailLine {
  name: string;
  quantity: number;
  /** One unit, minor units. */
  price: number;
  /** Minor units. */
  total: number;
  /** With its taxes and fees, minor units (absent from mails queued before it was kept). */
  total_gross?: number;
}

/** What `queueOrderMails` puts in an `order_confirmation` row. */
export interface OrderConfirmationPayload {
  locale: string;
  fixed_locale: true;
  first_name: string;
  event_title: string;
  order_number: string;
  status: "COMPLETED" | "AWAITING_OFFLINE_PAYMENT";
  currency: string;
  items: OrderMailLine[];
  subtotal: number;
  taxes: { name: string; value: number }[];
  fees: { name: string; value: number }[];
  total: number;
  promo_code: string | null;
  /** How the event shows prices (absent from mails queued before: shown without taxes, as then). */
  price_display?: PriceDisplayMode;
  /** The event's offline payment instructions (rich text), for an order awaiting them. */
  offline_instructions: string | null;
  ticket_count: number;
  order_path: string;
  print_path: string;
  /** The organiser's own template and its data, when they wrote one. */
  custom?: MailTemplatePayload;
  /** The order's invoice, attached as its PDF when the mail is sent (in its status then). */
  invoice_id?: number;
}

/** What `queueOrderMails` puts in an `order_ticket` row. */
export interface OrderTicketPayload {
  locale: string;
  fixed_locale: true;
  first_name: string;
  attendee_name: string;
  event_id: number;
  event_title: string;
  /** ISO instants. */
  start: string;
  end: string | null;
  timezone: string;
  location: Parameters<typeof addressLines>[0];
  online: boolean;
  product_title: string;
  price_label: string | null;
  order_number: string;
  awaiting_payment: boolean;
  ticket_path: string;
  /** The QR code of the ticket's code, PNG, base64. */
  qr_png: string;
  /** The event's ticket design, when it has one switched on (absent from mails queued before it was kept). */
  design?: TicketMailDesign | null;
  /** The organiser's own template and its data, when they wrote one. */
  custom?: MailTemplatePayload;
  /**
   * The order's other tickets for the same address, each with its own QR code: one mail carries
   * every ticket an address holds in the order (absent: this ticket alone).
   */
  more?: OrderTicketEntry[];
}

/** One more ticket in a mail that carries several. */
export interface OrderTicketEntry {
  attendee_name: string;
  product_title: string;
  price_label: string | null;
  ticket_path: string;
  qr_png: string;
}

/** What of the ticket designer a ticket mail wears: the accent on its edge, the footer below. */
export interface TicketMailDesign {
  accent_color: string | null;
  footer_text: string | null;
}

/** A colour as the designer saves it ("#RRGGBB"): anything else is left out of the mail's styles. */
const hexColour = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/iu;

export interface OrderMailOptions {
  locale: string;
  appName: string;
  appUrl?: string | undefined;
  /** The calendar file's DTSTAMP; now unless given. */
  now?: Date;
}

export interface RenderedOrderMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

const qrContentId = "ticket-qr@varco";
/** The inline QR code of the mail's `index + 2`-th ticket. */
const moreQrContentId = (index: number) => `ticket-qr-${index + 2}@varco`;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? (values[key] as string) : whole,
  );
}

export function absolute(path: unknown, appUrl: string | undefined): string {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//"))
    throw new Error("mail payload: a path must start with a single /");
  if (!appUrl) throw new Error("mail payload: no app URL to make links with");
  return new URL(path, appUrl).toString();
}

/** Intl's tag for a language of ours: our "se" is Swedish, which for Intl would be Northern Sami. */
export const intlLocaleOf = (locale: string) => (locale === "se" ? "sv" : locale);

/** Formats minor units of `currency` in `locale`. */
export function moneyIn(locale: string, currency: string) {
  const digits = currencyMinorDigits(currency);
  const format = new Intl.NumberFormat(locale, { style: "currency", currency });
  return (minor: number) => format.format(minor / 10 ** digits);
}

/** The event's time span in its zone, in the reader's language, with the zone named. */
export function eventTimeIn(locale: string, start: string, end: string | null, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
  const from = new Date(start);
  return end ? format.formatRange(from, new Date(end)) : format.format(from);
}

/** Rich text as plain lines for the text part. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(?:p|h[1-4]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi, "\n");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}

export interface Layout {
  subject: string;
  greeting: string;
  intro: string[];
  /** The organiser's own text (clean HTML), in place of the greeting and the introduction. */
  custom?: string | undefined;
  /** Label and value rows (values are data: escaped). */
  rows: [string, string][];
  /** A rich-text block (already clean HTML) with its heading. */
  block?: { heading: string; html: string } | undefined;
  image?: { alt: string } | undefined;
  button: { label: string; url: string };
  links: { label: string; url: string }[];
  after: string[];
  signoff: string;
  /** The organiser's ticket design: an accent colour for the card's edge, a footer below the signoff. */
  design?: TicketMailDesign | null | undefined;
  /** More tickets after the first, each with its heading, rows, QR code (an inline image) and link. */
  more?: MoreTicket[] | undefined;
}

interface MoreTicket {
  heading: string;
  rows: [string, string][];
  image: { cid: string; alt: string };
  link: { label: string; url: string };
}

/** An order mail laid out as text and HTML: greeting, intro, a table of rows, a button, links. */
export function layout(page: Layout, locale: string, s: OrderMailStrings): { text: string; html: string } {
  const accent =
    page.design?.accent_color && hexColour.test(page.design.accent_color) ? page.design.accent_color : null;
  const footer = page.design?.footer_text?.trim() || null;
  const text = [
    ...(page.custom === undefined ? [page.greeting, "", ...page.intro] : [plainText(page.custom)]),
    "",
    ...page.rows.map(([label, value]) => (label ? `${label}: ${value}` : value)),
    ...(page.block ? ["", `${page.block.heading}:`, plainText(page.block.html)] : []),
    "",
    `${page.button.label}: ${page.button.url}`,
    ...page.links.map((link) => `${link.label}: ${link.url}`),
    ...(page.more ?? []).flatMap((more) => [
      "",
      more.heading,
      ...more.rows.map(([label, value]) => `${label}: ${value}`),
      `${more.link.label}: ${more.link.url}`,
    ]),
    "",
    ...page.after,
    ...(page.after.length ? [""] : []),
    page.signoff,
    ...(footer ? ["", footer] : []),
    "",
  ].join("\n");
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const row = ([label, value]: [string, string]) =>
    `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#6e6e73;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head><meta charset="utf-8"><title>${escapeHtml(page.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d1d1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px${accent ? `;border-top:8px solid ${accent}` : ""}">
${page.custom === undefined ? `${p(page.greeting)}\n${page.intro.map(p).join("\n")}` : `<div style="margin:0 0 16px">${page.custom}</div>`}
${page.image ? `<p style="margin:0 0 16px;text-align:center"><img src="cid:${qrContentId}" alt="${escapeHtml(page.image.alt)}" width="240" height="240" style="display:inline-block"></p>` : ""}
<table style="width:100%;border-collapse:collapse;margin:0 0 16px">
${page.rows.map(row).join("\n")}
</table>
${page.block ? `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(page.block.heading)}</h2><div style="margin:0 0 16px">${page.block.html}</div>` : ""}
<p style="margin:24px 0"><a href="${escapeHtml(page.button.url)}" style="display:inline-block;background:#1d1d1f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(page.button.label)}</a></p>
${page.links.map((link) => `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:#1d1d1f">${escapeHtml(link.label)}</a></p>`).join("\n")}
${(page.more ?? [])
  .map(
    (more) => `<h2 style="font-size:16px;margin:32px 0 8px">${escapeHtml(more.heading)}</h2>
<p style="margin:0 0 16px;text-align:center"><img src="cid:${escapeHtml(more.image.cid)}" alt="${escapeHtml(more.image.alt)}" width="240" height="240" style="display:inline-block"></p>
<table style="width:100%;border-collapse:collapse;margin:0 0 16px">
${more.rows.map(row).join("\n")}
</table>
<p style="margin:0 0 16px"><a href="${escapeHtml(more.link.url)}" style="color:#1d1d1f">${escapeHtml(more.link.label)}</a></p>`,
  )
  .join("\n")}
${page.after.map(p).join("\n")}
<p style="margin:0 0 16px;font-size:13px;color:#6e6e73">${escapeHtml(s.linkFallback)}<br><a href="${escapeHtml(page.button.url)}" style="color:#6e6e73;word-break:break-all">${escapeHtml(page.button.url)}</a></p>
<p style="margin:0">${escapeHtml(page.signoff)}</p>
${footer ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${accent ?? "#d2d2d7"};font-size:13px;color:#6e6e73;white-space:pre-line">${escapeHtml(footer)}</p>` : ""}
</div>
</body>
</html>
`;
  return { text, html };
}

/** What each order mail is written with: its words in the buyer's language, Intl's tag for it, the options. */
interface MailSetting {
  s: OrderMailStrings;
  locale: string;
  options: OrderMailOptions;
}

/** What the words of an order mail to its buyer may name. */
function valuesOf(
  payload: Pick<OrderConfirmationPayload, "first_name" | "event_title" | "order_number">,
  options: OrderMailOptions,
) {
  return {
    app_name: options.appName,
    first_name: payload.first_name,
    event_title: payload.event_title,
    order_number: payload.order_number,
  };
}

function confirmationMail(
  payload: OrderConfirmationPayload,
  { s, locale, options }: MailSetting,
): RenderedOrderMail {
  const words = s.confirmation;
  const values = valuesOf(payload, options);
  const money = moneyIn(locale, payload.currency);
  const offline = payload.status === "AWAITING_OFFLINE_PAYMENT";
  const mode = payload.price_display ?? "EXCLUSIVE";
  const inclusive = mode === "INCLUSIVE";
  const instructions = offline ? sanitizeRichText(payload.offline_instructions) : null;
  const rows: [string, string][] = [
    [words.orderNumber, payload.order_number],
    [words.status, offline ? words.statusAwaitingPayment : words.statusCompleted],
    ...payload.items.map((item): [string, string] => {
      // As the event shows prices (docs/rules/prices.md): with their taxes and fees, then named as
      // included in the total, or without, then added after the subtotal.
      const line = shownPrice(mode, item.total, (item.total_gross ?? item.total) - item.total);
      const unit = item.quantity > 0 ? Math.round(line.amount / item.quantity) : item.price;
      return [
        fill(words.item, {
          quantity: String(item.quantity),
          item: item.name,
          price: money(inclusive ? unit : item.price),
        }),
        money(line.amount),
      ];
    }),
    ...(payload.promo_code ? [[words.promoCode, payload.promo_code] as [string, string]] : []),
    ...(inclusive ? [] : [[words.subtotal, money(payload.subtotal)] as [string, string]]),
    ...[...payload.taxes, ...payload.fees].map((charge): [string, string] => [
      inclusive ? fill(words.included, { name: charge.name }) : charge.name,
      money(charge.value),
    ]),
    [words.total, money(payload.total)],
  ];
  const custom = payload.custom ? drawForMail(payload.custom, options) : undefined;
  const subject = custom?.subject || fill(offline ? words.subjectAwaitingPayment : words.subject, values);
  return {
    subject,
    ...layout(
      {
        subject,
        greeting: fill(payload.first_name ? s.greeting : s.greetingNoName, values),
        intro: [fill(offline ? words.introAwaitingPayment : words.intro, values)],
        custom: custom?.html || undefined,
        rows,
        block: offline
          ? { heading: words.howToPay, html: instructions ?? `<p>${escapeHtml(words.noInstructions)}</p>` }
          : undefined,
        button: {
          label: custom?.button?.label ?? words.button,
          url: absolute(payload.order_path, options.appUrl),
        },
        links: [{ label: words.print, url: absolute(payload.print_path, options.appUrl) }],
        after: payload.ticket_count > 0 ? [words.ticketsFollow] : [],
        signoff: fill(s.signoff, values),
      },
      locale,
      s,
    ),
    attachments: [],
  };
}

function ticketMail(payload: OrderTicketPayload, { s, locale, options }: MailSetting): RenderedOrderMail {
  const words = s.ticket;
  const values = valuesOf(payload, options);
  const countryName = new Intl.DisplayNames(locale, { type: "region" });
  const place = addressLines(payload.location, (code) => countryName.of(code) ?? code);
  const where = payload.online ? [words.online, ...place] : place;
  const ticketUrl = absolute(payload.ticket_path, options.appUrl);
  const custom = payload.custom ? drawForMail(payload.custom, options) : undefined;
  const more = payload.more ?? [];
  const count = String(more.length + 1);
  const several = { ...values, count };
  const subject = custom?.subject || fill(more.length ? words.subjectSeveral : words.subject, several);
  const ticketName = (ticket: Pick<OrderTicketEntry, "product_title" | "price_label">) =>
    ticket.price_label ? `${ticket.product_title} – ${ticket.price_label}` : ticket.product_title;
  const rows: [string, string][] = [
    [words.event, payload.event_title],
    [words.when, eventTimeIn(locale, payload.start, payload.end, payload.timezone)],
    ...(where.length ? [[words.where, where.join(", ")] as [string, string]] : []),
    ...(more.length ? [["", fill(words.ticketOf, { number: "1", count })] as [string, string]] : []),
    [words.ticket, ticketName(payload)],
    [words.name, payload.attendee_name],
    [s.confirmation.orderNumber, payload.order_number],
    ...(payload.awaiting_payment
      ? [[s.confirmation.status, s.confirmation.statusAwaitingPayment] as [string, string]]
      : []),
  ];
  const host = options.appUrl ? new URL(options.appUrl).hostname : "varco";
  const calendar = calendarFileOf({
    uid: `event-${payload.event_id}@${host}`,
    start: new Date(payload.start),
    end: payload.end ? new Date(payload.end) : null,
    stamp: options.now ?? new Date(),
    summary: payload.event_title,
    location: where.join(", "),
    url: ticketUrl,
  });
  return {
    subject,
    ...layout(
      {
        subject,
        greeting: fill(payload.first_name ? s.greeting : s.greetingNoName, values),
        intro: [
          fill(more.length ? words.introSeveral : words.intro, several),
          ...(payload.awaiting_payment ? [fill(words.awaitingPayment, values)] : []),
        ],
        custom: custom?.html || undefined,
        rows,
        image: { alt: words.qrAlt },
        button: { label: custom?.button?.label ?? words.button, url: ticketUrl },
        links: [],
        after: [words.calendar],
        signoff: fill(s.signoff, values),
        design: payload.design,
        more: more.map((ticket, index) => ({
          heading: fill(words.ticketOf, { number: String(index + 2), count }),
          rows: [
            [words.ticket, ticketName(ticket)],
            [words.name, ticket.attendee_name],
          ],
          image: { cid: moreQrContentId(index), alt: words.qrAlt },
          link: { label: words.button, url: absolute(ticket.ticket_path, options.appUrl) },
        })),
      },
      locale,
      s,
    ),
    attachments: [
      {
        filename: "ticket-qr.png",
        content: Buffer.from(payload.qr_png, "base64"),
        contentType: "image/png",
        cid: qrContentId,
      },
      ...more.map((ticket, index) => ({
        filename: `ticket-qr-${index + 2}.png`,
        content: Buffer.from(ticket.qr_png, "base64"),
        contentType: "image/png",
        cid: moreQrContentId(index),
      })),
      {
        filename: "event.ics",
        content: calendar,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}

/** Renders an order mail in `options.locale` (English when it has no strings). */
export function renderOrderMail(
  template: OrderMailTemplate,
  payload: Record<string, unknown>,
  options: OrderMailOptions,
): RenderedOrderMail {
  const locale = (options.locale in orderMailStrings ? options.locale : "en") as UserLocale;
  const setting = { s: orderMailStrings[locale], locale: intlLocaleOf(locale), options };
  return template === "order_confirmation"
    ? confirmationMail(payload as unknown as OrderConfirmationPayload, setting)
    : ticketMail(payload as unknown as OrderTicketPayload, setting);
}
