import {
  addressLines,
  type createEmailTemplateSchema,
  type EmailTemplate,
  type EmailTemplateType,
  type LocationDetails,
  type UserLocale,
  type updateEmailTemplateSchema,
} from "@varco/domain";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/connect";
import { emailTemplates, type events, type orders, organizers } from "../../db/schema";
import { refusingUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { findEvent } from "../events/service";
import { intlLocaleOf, moneyIn } from "../mail/orderMail";
import { findOrganizer } from "../organizers/service";
import {
  type DrawnTemplate,
  drawTemplate,
  sampleContext,
  TemplateRefused,
  type TemplateText,
} from "./liquid";

/** Where a template belongs: all of an organizer's events, or one event. */
export type TemplatePlace = { organizerId: number } | { eventId: number };

type Row = typeof emailTemplates.$inferSelect;
type Cta = { label: string; url_token: "order.url" | "ticket.url" };

export function emailTemplateResource(row: Row): EmailTemplate {
  return {
    id: row.id,
    account_id: row.accountId,
    organizer_id: row.organizerId,
    event_id: row.eventId,
    template_type: row.templateType,
    locale: row.locale,
    subject: row.subject,
    body: row.body,
    cta: (row.cta as Cta | null) ?? null,
    engine: "liquid",
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The place's columns, once it is found to be the caller's (404 otherwise). */
async function columnsOf(caller: Caller, place: TemplatePlace) {
  if ("eventId" in place) {
    const event = await findEvent(caller.db, caller.accountId, place.eventId);
    return { organizerId: null, eventId: event.id, where: eq(emailTemplates.eventId, event.id) };
  }
  const organizer = await findOrganizer(caller.db, caller.accountId, place.organizerId);
  return { organizerId: organizer.id, eventId: null, where: eq(emailTemplates.organizerId, organizer.id) };
}

/** A template that cannot be drawn is refused at save, naming its field. */
export function checkTemplate(type: EmailTemplateType, template: TemplateText): DrawnTemplate {
  try {
    return drawTemplate(template, sampleContext(type));
  } catch (error) {
    if (error instanceof TemplateRefused)
      throw HttpError.unprocessable({ [error.field]: [{ code: "email_template_broken" }] });
    throw error;
  }
}

const taken = () =>
  new HttpError(
    409,
    "There is already a template of this kind for this language here: change that one instead.",
  );

export async function listTemplates(
  caller: Caller,
  place: TemplatePlace,
  query: { template_type?: EmailTemplateType | undefined; include_inactive?: boolean | undefined },
): Promise<EmailTemplate[]> {
  const { where } = await columnsOf(caller, place);
  const rows = await caller.db
    .select()
    .from(emailTemplates)
    .where(
      and(
        where,
        isNull(emailTemplates.deletedAt),
        query.template_type ? eq(emailTemplates.templateType, query.template_type) : undefined,
        query.include_inactive ? undefined : eq(emailTemplates.isActive, true),
      ),
    )
    .orderBy(asc(emailTemplates.templateType), asc(emailTemplates.locale), asc(emailTemplates.id));
  return rows.map(emailTemplateResource);
}

export async function createTemplate(
  caller: Caller,
  place: TemplatePlace,
  body: z.output<typeof createEmailTemplateSchema>,
): Promise<EmailTemplate> {
  const { organizerId, eventId } = await columnsOf(caller, place);
  checkTemplate(body.template_type, body);
  // One live template per place, type and language: the unique index settles two saves at once.
  const [row] = await refusingUniqueViolation("email_templates_one_per_place", taken, () =>
    caller.db
      .insert(emailTemplates)
      .values({
        accountId: caller.accountId,
        organizerId,
        eventId,
        templateType: body.template_type,
        locale: body.locale ?? null,
        subject: body.subject,
        body: body.body,
        cta: body.cta ?? null,
        isActive: body.is_active ?? true,
      })
      .returning(),
  );
  if (!row) throw new Error("the template was not stored");
  return emailTemplateResource(row);
}

async function findTemplate(caller: Caller, place: TemplatePlace, templateId: number): Promise<Row> {
  const { where } = await columnsOf(caller, place);
  const [row] = await caller.db
    .select()
    .from(emailTemplates)
    .where(and(where, eq(emailTemplates.id, templateId), isNull(emailTemplates.deletedAt)));
  if (!row) throw HttpError.notFound();
  return row;
}

export async function updateTemplate(
  caller: Caller,
  place: TemplatePlace,
  templateId: number,
  body: z.output<typeof updateEmailTemplateSchema>,
): Promise<EmailTemplate> {
  const found = await findTemplate(caller, place, templateId);
  checkTemplate(found.templateType, body);
  const [row] = await refusingUniqueViolation("email_templates_one_per_place", taken, () =>
    caller.db
      .update(emailTemplates)
      .set({
        subject: body.subject,
        body: body.body,
        cta: body.cta === undefined ? found.cta : body.cta,
        locale: body.locale === undefined ? found.locale : body.locale,
        isActive: body.is_active ?? found.isActive,
      })
      .where(eq(emailTemplates.id, found.id))
      .returning(),
  );
  if (!row) throw HttpError.notFound();
  return emailTemplateResource(row);
}

/** Back to the default mail: the template is deleted (soft). */
export async function deleteTemplate(
  caller: Caller,
  place: TemplatePlace,
  templateId: number,
): Promise<void> {
  const found = await findTemplate(caller, place, templateId);
  await caller.db
    .update(emailTemplates)
    .set({ deletedAt: caller.now })
    .where(eq(emailTemplates.id, found.id));
}

// --- At mail time ---------------------------------------------------------------------------------

type EventRow = typeof events.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * The organiser's own template for a mail, or undefined for Varco's default: the most specific
 * active one (the event's before its organizer's; the order's language before one for every
 * language). The mail is drawn with it where it is sent (`drawForMail`).
 */
export async function templateFor(
  tx: Executor,
  { event, type, locale }: { event: EventRow; type: EmailTemplateType; locale: string },
): Promise<TemplateText | undefined> {
  const inUse = and(eq(emailTemplates.isActive, true), isNull(emailTemplates.deletedAt));
  const place = or(eq(emailTemplates.eventId, event.id), eq(emailTemplates.organizerId, event.organizerId));
  const language = or(eq(emailTemplates.locale, locale as UserLocale), isNull(emailTemplates.locale));
  const [template] = await tx
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.accountId, event.accountId),
        eq(emailTemplates.templateType, type),
        inUse,
        place,
        language,
      ),
    )
    .orderBy(sql`${emailTemplates.eventId} is null`, sql`${emailTemplates.locale} is null`)
    .limit(1);
  return template
    ? { subject: template.subject, body: template.body, cta: template.cta as Cta | null }
    : undefined;
}

/**
 * The data a template draws with for one order (and one of its tickets), in the order's language
 * and the event's time zone, as the tokens list names them; links as paths and no `app_name`: the
 * deployment's address and name are added where the mail is sent.
 */
export async function mailContextOf(
  tx: Executor,
  {
    event,
    order,
    supportEmail,
    ticket,
  }: {
    event: EventRow;
    order: OrderRow;
    supportEmail: string | null;
    ticket?: {
      firstName: string;
      lastName: string;
      email: string;
      product: string;
      price: number;
      path: string;
    };
  },
): Promise<Record<string, unknown>> {
  const locale = intlLocaleOf(order.locale);
  const [organizer] = await tx
    .select({ name: organizers.name, email: organizers.email })
    .from(organizers)
    .where(eq(organizers.id, event.organizerId));
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: event.timezone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: event.timezone });
  const money = moneyIn(locale, order.currency);
  const location = (event.locationDetails as LocationDetails | null) ?? null;
  const countryName = new Intl.DisplayNames(locale, { type: "region" });
  return {
    event: {
      title: event.title,
      date: day.format(event.startDate),
      time: time.format(event.startDate),
      end_date: event.endDate ? day.format(event.endDate) : "",
      end_time: event.endDate ? time.format(event.endDate) : "",
      full_address: addressLines(location, (code) => countryName.of(code) ?? code).join(", "),
      location_details: { venue_name: location?.venue_name ?? "", city: location?.city ?? "" },
    },
    organizer: { name: organizer?.name ?? "", email: organizer?.email ?? "" },
    settings: { support_email: supportEmail ?? "" },
    order: {
      number: order.publicId,
      first_name: order.firstName ?? "",
      last_name: order.lastName ?? "",
      email: order.email ?? "",
      total: money(order.totalGross),
      date: day.format(order.createdAt),
      // The order's page opens every ticket of it: the buyer's. A ticket holder's mail links their
      // own ticket in its place, so no holder learns the order's link.
      url: ticket ? ticket.path : `/checkout/${event.id}/${order.shortId}/summary`,
    },
    ...(ticket
      ? {
          attendee: {
            name: `${ticket.firstName} ${ticket.lastName}`.trim(),
            first_name: ticket.firstName,
            email: ticket.email,
          },
          ticket: { name: ticket.product, price: money(ticket.price), url: ticket.path },
        }
      : {}),
  };
}
