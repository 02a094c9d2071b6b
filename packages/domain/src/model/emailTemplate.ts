import { z } from "zod";
import { flag, oneOf, requiredText } from "./fields";
import { userLocales } from "./user";

/** The mails an organiser may write themselves: the buyer's confirmation, and each ticket. */
export const emailTemplateTypes = ["order_confirmation", "attendee_ticket"] as const;
export type EmailTemplateType = (typeof emailTemplateTypes)[number];

/** Templates are Liquid (sandboxed: no files, no network, a time and memory limit). */
export const emailTemplateEngines = ["liquid"] as const;

/** The longest a template's body may be. */
export const emailTemplateBodyMax = 50_000;

/**
 * The button under the text: its words, and which link it opens, named as a token of the mail's
 * data (`order.url` for the confirmation, `ticket.url` for a ticket).
 */
export const emailTemplateCtaSchema = z.object({
  label: requiredText("Button label", 100),
  url_token: oneOf(["order.url", "ticket.url"], "Button link"),
});

export const emailTemplateSchema = z.object({
  id: z.number(),
  account_id: z.number(),
  organizer_id: z.number().nullable().optional(),
  event_id: z.number().nullable().optional(),
  template_type: z.enum(emailTemplateTypes),
  /** The language it is written for; null: every language without a template of its own. */
  locale: z.enum(userLocales).nullable(),
  subject: z.string(),
  body: z.string(),
  cta: emailTemplateCtaSchema.nullable().optional(),
  engine: z.enum(emailTemplateEngines),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

const templateFields = {
  subject: requiredText("Subject", 255),
  body: requiredText("Body", emailTemplateBodyMax),
  cta: emailTemplateCtaSchema.nullish(),
  locale: oneOf(userLocales, "Language").nullish(),
};

/** `POST organizers/{id}/email-templates`, `POST events/{id}/email-templates`. */
export const createEmailTemplateSchema = z.object({
  template_type: oneOf(emailTemplateTypes, "Template type"),
  ...templateFields,
  is_active: flag("Active").optional(),
});
export type CreateEmailTemplateBody = z.input<typeof createEmailTemplateSchema>;

/** `PUT …/email-templates/{id}`: the type stays. */
export const updateEmailTemplateSchema = z.object({
  ...templateFields,
  is_active: flag("Active").optional(),
});
export type UpdateEmailTemplateBody = z.input<typeof updateEmailTemplateSchema>;

/** `POST …/email-templates/preview`: a template drawn with sample data, not saved. */
export const previewEmailTemplateSchema = z.object({
  template_type: oneOf(emailTemplateTypes, "Template type"),
  subject: requiredText("Subject", 255),
  body: requiredText("Body", emailTemplateBodyMax),
  cta: emailTemplateCtaSchema.nullish(),
  locale: oneOf(userLocales, "Language").nullish(),
});
export type PreviewEmailTemplateBody = z.input<typeof previewEmailTemplateSchema>;

export const emailTemplatePreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  context: z.record(z.string(), z.unknown()),
});
export type EmailTemplatePreview = z.infer<typeof emailTemplatePreviewSchema>;

export const emailTemplateTokenSchema = z.object({
  token: z.string(),
  description: z.string(),
  example: z.string(),
});
export type EmailTemplateToken = z.infer<typeof emailTemplateTokenSchema>;

/** The default text of a template type (what a mail says when no template is written). */
export const defaultEmailTemplateSchema = z.object({
  subject: z.string(),
  body: z.string(),
  cta: emailTemplateCtaSchema.nullable().optional(),
});
export type DefaultEmailTemplate = z.infer<typeof defaultEmailTemplateSchema>;

/** `GET …/email-templates` query. */
export const emailTemplateListQuerySchema = z.object({
  template_type: oneOf(emailTemplateTypes, "Template type").optional(),
  include_inactive: flag("Include inactive").optional(),
});
