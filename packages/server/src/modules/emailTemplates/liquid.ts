import type { EmailTemplateType } from "@varco/domain";
import { Liquid } from "liquidjs";
import { sanitizeRichText } from "../events/richText";

/**
 * Organisers' mail templates are Liquid, drawn in a sandbox: no file system (an include, render or
 * layout finds nothing: the engine's only templates are an empty in-memory set), only the data
 * given (own properties, no prototype), only Liquid's own filters, and limits on the time a
 * drawing takes, the memory it allocates and the size of what it parses, so a template that loops
 * forever or builds a huge string is stopped and refused. Values are HTML-escaped as they are
 * written into the body (a buyer's name cannot add markup); the organiser's own markup is then
 * sanitised like any rich text.
 */
const limits = { renderLimit: 500, memoryLimit: 4_000_000, parseLimit: 100_000 };
const sandbox = { templates: {}, ownPropertyOnly: true, strictFilters: true, ...limits } as const;
const bodyEngine = new Liquid({ ...sandbox, outputEscape: "escape" });
const textEngine = new Liquid(sandbox);

export interface TemplateText {
  subject: string;
  body: string;
  cta?: { label: string; url_token: string } | null | undefined;
}

export interface DrawnTemplate {
  subject: string;
  /** Clean HTML. */
  html: string;
  button?: { label: string; url: string } | undefined;
}

/** A template that cannot be drawn, and which of its fields says why. */
export class TemplateRefused extends Error {
  constructor(readonly field: "subject" | "body") {
    super(`the template's ${field} cannot be drawn`);
  }
}

/** A dotted path of the data (`order.url`), as text; undefined when it names nothing. */
function valueAt(context: Record<string, unknown>, path: string): string | undefined {
  let value: unknown = context;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === "string" ? value : undefined;
}

/**
 * Draws a template with `context`; throws `TemplateRefused` naming the field that fails. At once
 * (no awaiting): a mail is drawn where it is sent, and the limits hold all the same.
 */
export function drawTemplate(template: TemplateText, context: Record<string, unknown>): DrawnTemplate {
  let subject: string;
  let body: string;
  try {
    subject = textEngine.parseAndRenderSync(template.subject, context);
  } catch {
    throw new TemplateRefused("subject");
  }
  try {
    body = bodyEngine.parseAndRenderSync(template.body, context);
  } catch {
    throw new TemplateRefused("body");
  }
  const url = template.cta ? valueAt(context, template.cta.url_token) : undefined;
  return {
    // One line, as a subject header must be.
    subject: subject.replace(/\s+/gu, " ").trim().slice(0, 255),
    html: sanitizeRichText(body) ?? "",
    button: template.cta && url ? { label: template.cta.label, url } : undefined,
  };
}

/** What a template of each type may name, with an example of each (the preview's sample data too). */
export const templateTokens: Record<
  EmailTemplateType,
  { token: string; description: string; example: string }[]
> = {
  order_confirmation: [],
  attendee_ticket: [],
};

// One token a line: its name, what it is, an example (the preview's sample data). Those of a
// ticket's holder and the ticket itself (`attendee.…`, `ticket.…`) are the ticket mail's only.
const tokenTable = `
event.title | The event's title | Summer concert
event.date | The day it starts, in its time zone | 12 July 2031
event.time | The time it starts, in its time zone | 20:30
event.end_date | The day it ends | 12 July 2031
event.end_time | The time it ends | 23:00
event.full_address | Where it happens, on one line | Teatro Verdi, Via Roma 1, Padova
event.location_details.venue_name | The venue | Teatro Verdi
event.location_details.city | The city | Padova
organizer.name | The organiser's name | Teatro Demo
organizer.email | The organiser's email | info@example.com
settings.support_email | Where buyers write for help | help@example.com
order.number | The order's number | O-7KQ2M4X
order.first_name | The buyer's first name | Giulia
order.last_name | The buyer's last name | Rossi
order.email | The buyer's email | giulia@example.com
order.total | The order's total, with its currency | €61.00
order.date | The day of the order | 1 July 2031
order.url | The order's page (its tickets, changes) | https://tickets.example.com/checkout/1/o_x/summary
app_name | The platform's name | Varco
attendee.name | The ticket holder's name | Marco Bianchi
attendee.first_name | The ticket holder's first name | Marco
attendee.email | The ticket holder's email | marco@example.com
ticket.name | The ticket's product (and price) | Stalls – Full price
ticket.price | What one ticket cost | €30.50
ticket.url | The ticket's page (its QR code) | https://tickets.example.com/product/1/a_x
`;
const tokenRows: Record<string, { description: string; example: string }> = Object.fromEntries(
  tokenTable
    .trim()
    .split("\n")
    .map((line) => {
      const [token = "", description = "", example = ""] = line.split(" | ");
      return [token, { description, example }];
    }),
);
const asTokens = (rows: Record<string, { description: string; example: string }>) =>
  Object.entries(rows).map(([token, { description, example }]) => ({
    token: `{{ ${token} }}`,
    description,
    example,
  }));
const ticketOnly = (token: string) => token.startsWith("attendee.") || token.startsWith("ticket.");
templateTokens.order_confirmation = asTokens(
  Object.fromEntries(Object.entries(tokenRows).filter(([token]) => !ticketOnly(token))),
);
templateTokens.attendee_ticket = asTokens(tokenRows);

/** The data of a template type built from its tokens' examples: what a preview draws with. */
export function sampleContext(type: EmailTemplateType): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  for (const { token, example } of templateTokens[type]) {
    const path = token.slice(3, -3).split(".");
    let node = context;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[path.at(-1) ?? ""] = example;
  }
  return context;
}

/** A mail's custom text as its payload carries it: the template and its data (links as paths). */
export interface MailTemplatePayload {
  template: TemplateText;
  context: Record<string, unknown>;
}

/**
 * A mail's own text drawn where it is sent, with the deployment's name and links made absolute;
 * undefined when it cannot be drawn with these data (it was drawn with sample data at save), so
 * the default mail goes rather than none.
 */
export function drawForMail(
  custom: MailTemplatePayload,
  { appName, appUrl = "" }: { appName: string; appUrl?: string | undefined },
): DrawnTemplate | undefined {
  const context = structuredClone(custom.context);
  context.app_name = appName;
  for (const key of ["order", "ticket"]) {
    const part = context[key] as { url?: unknown } | undefined;
    if (part && typeof part.url === "string" && part.url.startsWith("/")) part.url = `${appUrl}${part.url}`;
  }
  try {
    return drawTemplate(custom.template, context);
  } catch {
    return undefined;
  }
}
