import type { DefaultEmailTemplate, EmailTemplateType, UserLocale } from "@varco/domain";
import { orderMailStrings } from "../mail/orderMailStrings";

/** Varco's placeholders in its mail words, and the template token each one is in Liquid. */
const tokenOf = (type: EmailTemplateType): Record<string, string> => ({
  first_name: type === "attendee_ticket" ? "attendee.first_name" : "order.first_name",
  event_title: "event.title",
  order_number: "order.number",
  app_name: "app_name",
});

/** Varco's mail words as Liquid: each `{placeholder}` becomes its `{{ token }}`. */
function asLiquid(words: string, type: EmailTemplateType): string {
  const tokens = tokenOf(type);
  // Only what would be read as markup is escaped: an apostrophe stays one in the editor.
  const text = words.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return text.replace(/\{(\w+)\}/gu, (whole, name: string) =>
    tokens[name] ? `{{ ${tokens[name]} }}` : whole,
  );
}

/**
 * What each mail says when no template is written, in `locale`, as a template to start from: the
 * greeting and the introduction (the mail keeps its order lines, ticket and links below a
 * template's text), and the button to the order's or the ticket's page.
 */
export function defaultTemplates(locale: UserLocale): Record<EmailTemplateType, DefaultEmailTemplate> {
  const s = orderMailStrings[locale] ?? orderMailStrings.en;
  const paragraph = (words: string, type: EmailTemplateType) => `<p>${asLiquid(words, type)}</p>`;
  return {
    order_confirmation: {
      subject: asLiquid(s.confirmation.subject, "order_confirmation"),
      body: [s.greeting, s.confirmation.intro]
        .map((words) => paragraph(words, "order_confirmation"))
        .join("\n"),
      cta: { label: s.confirmation.button, url_token: "order.url" },
    },
    attendee_ticket: {
      subject: asLiquid(s.ticket.subject, "attendee_ticket"),
      body: [s.greeting, s.ticket.intro].map((words) => paragraph(words, "attendee_ticket")).join("\n"),
      cta: { label: s.ticket.button, url_token: "ticket.url" },
    },
  };
}
