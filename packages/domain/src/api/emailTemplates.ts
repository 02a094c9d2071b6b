import type {
  CreateEmailTemplateBody,
  DefaultEmailTemplate,
  EmailTemplate,
  EmailTemplatePreview,
  EmailTemplateToken,
  EmailTemplateType,
  PreviewEmailTemplateBody,
  UpdateEmailTemplateBody,
} from "../model/emailTemplate";
import type { DataEnvelope, MessageResponse } from "../model/list";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** Templates belong to an event, or to an organizer and then serve all its events. */
export type EmailTemplateScope = { eventId: Id } | { organizerId: Id };

export function emailTemplateScopePath(scope: EmailTemplateScope): string {
  return "eventId" in scope
    ? apiPath`events/${scope.eventId}/email-templates`
    : apiPath`organizers/${scope.organizerId}/email-templates`;
}

export interface EmailTemplateListParams {
  template_type?: EmailTemplateType;
  include_inactive?: boolean;
}

/** The reads of email templates: each one's path, for the client and the hooks' cache keys. */
export const emailTemplateReads = {
  list: (scope: EmailTemplateScope, params: EmailTemplateListParams = {}) =>
    dataRead<EmailTemplate[]>(emailTemplateScopePath(scope), {
      query: {
        template_type: params.template_type,
        include_inactive: params.include_inactive ? "true" : undefined,
      },
    }),
  tokens: (type: EmailTemplateType) =>
    bareRead<{ tokens: EmailTemplateToken[] }>(apiPath`email-templates/tokens/${type}`),
  defaults: () => bareRead<Record<EmailTemplateType, DefaultEmailTemplate>>("email-templates/defaults"),
};

/** An organiser's own mails (Liquid), per organizer or per event. */
export function emailTemplatesApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<EmailTemplate>>(method, path, { body }));
  return {
    list: (scope: EmailTemplateScope, params?: EmailTemplateListParams) =>
      transport.read(emailTemplateReads.list(scope, params)),
    create: (scope: EmailTemplateScope, body: CreateEmailTemplateBody) =>
      one("POST", emailTemplateScopePath(scope), body),
    update: (scope: EmailTemplateScope, templateId: Id, body: UpdateEmailTemplateBody) =>
      one("PUT", `${emailTemplateScopePath(scope)}/${templateId}`, body),
    /** Its mails go back to Varco's default. */
    delete: (scope: EmailTemplateScope, templateId: Id) =>
      transport.request<MessageResponse>("DELETE", `${emailTemplateScopePath(scope)}/${templateId}`),
    preview: (scope: EmailTemplateScope, body: PreviewEmailTemplateBody) =>
      transport.request<EmailTemplatePreview>("POST", `${emailTemplateScopePath(scope)}/preview`, { body }),
    tokens: (type: EmailTemplateType) => transport.read(emailTemplateReads.tokens(type)),
    defaults: () => transport.read(emailTemplateReads.defaults()),
  };
}
