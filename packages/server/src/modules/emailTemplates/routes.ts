import {
  createEmailTemplateSchema,
  defaultEmailTemplateSchema,
  emailTemplateListQuerySchema,
  emailTemplatePreviewSchema,
  emailTemplateSchema,
  emailTemplateTokenSchema,
  emailTemplateTypes,
  messageResponseSchema,
  previewEmailTemplateSchema,
  updateEmailTemplateSchema,
} from "@varco/domain";
import { z } from "zod";
import { escapeHtml } from "../../http/html";
import { defineRoute, errorBodySchema } from "../../http/route";
import * as parts from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, authOf } from "../auth/session";
import { defaultTemplates } from "./defaults";
import { sampleContext, templateTokens } from "./liquid";
import {
  checkTemplate,
  createTemplate,
  deleteTemplate,
  listTemplates,
  type TemplatePlace,
  updateTemplate,
} from "./service";

const tags = ["email templates"];
const envelope = parts.dataEnvelope(emailTemplateSchema);
const sandboxNote =
  "Liquid, drawn in a sandbox (no includes or files, a time and memory limit): a template that cannot be drawn with sample data is refused, 422 `email_template_broken` on `subject` or `body`. Values are HTML-escaped in the body; the body is then sanitised as rich text. The most specific active template is mailed: the event's before its organizer's, the order's language before one for every language (`locale` null); none: Varco's own mail.";

/** The five routes of one place (an organizer's templates, or an event's). */
function templateRoutes(spec: {
  base: string;
  params: z.ZodType<Record<string, number>>;
  /** The same with the template's id. */
  templateParams: z.ZodType<Record<string, number>>;
  /** The place the path names, from its parameters. */
  placeOf: (params: Record<string, number>) => TemplatePlace;
  whose: string;
}) {
  const list = defineRoute({
    method: "get",
    path: spec.base,
    summary: `The email templates of ${spec.whose}`,
    description: `Active ones unless \`include_inactive\`; one type with \`template_type\`. ${sandboxNote}`,
    tags,
    middleware: [authenticated()],
    request: { params: spec.params, query: emailTemplateListQuerySchema },
    responses: {
      200: parts.dataEnvelope(z.array(emailTemplateSchema)),
      ...parts.member,
      ...parts.invalidInput,
    },
    handler: async ({ params, query }, c) =>
      c.json({ data: await listTemplates(callerOf(c), spec.placeOf(params), query) }, 200),
  });
  const create = defineRoute({
    method: "post",
    path: spec.base,
    summary: `Write an email template for ${spec.whose}`,
    description: `409 when one of this type and language is already there. ${sandboxNote}`,
    tags,
    middleware: [authenticated()],
    request: { params: spec.params, body: createEmailTemplateSchema },
    responses: { 201: envelope, 409: errorBodySchema, ...parts.member, ...parts.invalidInput },
    handler: async ({ params, body }, c) =>
      c.json({ data: await createTemplate(callerOf(c), spec.placeOf(params), body) }, 201),
  });
  const update = defineRoute({
    method: "put",
    path: `${spec.base}/:template_id`,
    summary: `Change an email template of ${spec.whose}`,
    description: `Its type stays. ${sandboxNote}`,
    tags,
    middleware: [authenticated()],
    request: { params: spec.templateParams, body: updateEmailTemplateSchema },
    responses: { 200: envelope, 409: errorBodySchema, ...parts.member, ...parts.invalidInput },
    handler: async ({ params, body }, c) =>
      c.json(
        { data: await updateTemplate(callerOf(c), spec.placeOf(params), Number(params.template_id), body) },
        200,
      ),
  });
  const remove = defineRoute({
    method: "delete",
    path: `${spec.base}/:template_id`,
    summary: `Delete an email template of ${spec.whose}: its mails go back to the default`,
    tags,
    middleware: [authenticated()],
    request: { params: spec.templateParams },
    responses: { 200: messageResponseSchema, ...parts.member, ...parts.invalidInput },
    async handler({ params }, c) {
      await deleteTemplate(callerOf(c), spec.placeOf(params), Number(params.template_id));
      return c.json({ message: "Email template deleted" }, 200);
    },
  });
  const preview = defineRoute({
    method: "post",
    path: `${spec.base}/preview`,
    summary: "Draw a template with sample data, without saving it",
    description: `\`body\` is the drawn HTML (with its button); \`context\` the sample data. ${sandboxNote}`,
    tags,
    middleware: [authenticated()],
    request: { params: spec.params, body: previewEmailTemplateSchema },
    responses: { 200: emailTemplatePreviewSchema, ...parts.member, ...parts.invalidInput },
    async handler({ params, body }, c) {
      // The place must be the caller's, as for a save.
      await listTemplates(callerOf(c), spec.placeOf(params), { template_type: body.template_type });
      const drawn = checkTemplate(body.template_type, body);
      const button = drawn.button
        ? `<p><a href="${escapeHtml(drawn.button.url)}">${escapeHtml(drawn.button.label)}</a></p>`
        : "";
      return c.json(
        {
          subject: drawn.subject,
          body: `${drawn.html}${button}`,
          context: sampleContext(body.template_type),
        },
        200,
      );
    },
  });
  return [list, create, preview, update, remove];
}

export const organizerTemplateRoutes = templateRoutes({
  base: "/organizers/:organizer_id/email-templates",
  params: parts.organizerIdParams,
  templateParams: parts.organizerIdParams.extend({ template_id: parts.idParam }),
  placeOf: (params) => ({ organizerId: Number(params.organizer_id) }),
  whose: "an organizer (all its events)",
});

export const eventTemplateRoutes = templateRoutes({
  base: "/events/:event_id/email-templates",
  params: parts.eventIdParams,
  templateParams: parts.eventIdParams.extend({ template_id: parts.idParam }),
  placeOf: (params) => ({ eventId: Number(params.event_id) }),
  whose: "one event",
});

export const templateTokensRoute = defineRoute({
  method: "get",
  path: "/email-templates/tokens/:template_type",
  summary: "What a template of one type may name, with an example of each",
  tags,
  middleware: [authenticated()],
  request: { params: z.object({ template_type: z.enum(emailTemplateTypes) }) },
  responses: {
    200: z.object({ tokens: z.array(emailTemplateTokenSchema) }),
    ...parts.signedIn,
    ...parts.invalidInput,
  },
  handler: ({ params }, c) => c.json({ tokens: templateTokens[params.template_type] }, 200),
});

export const defaultTemplatesRoute = defineRoute({
  method: "get",
  path: "/email-templates/defaults",
  summary: "Varco's own text of each template type, as Liquid, in the signed-in user's language",
  description: "A starting point for a template: what the mail says when no template is written.",
  tags,
  middleware: [authenticated()],
  responses: {
    200: z.object({
      order_confirmation: defaultEmailTemplateSchema,
      attendee_ticket: defaultEmailTemplateSchema,
    }),
    ...parts.signedIn,
  },
  handler: (_input, c) => c.json(defaultTemplates(authOf(c).user.locale), 200),
});

export const emailTemplateRoutes = [
  ...organizerTemplateRoutes,
  ...eventTemplateRoutes,
  templateTokensRoute,
  defaultTemplatesRoute,
];
