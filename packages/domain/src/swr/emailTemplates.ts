import {
  type EmailTemplateListParams,
  type EmailTemplateScope,
  emailTemplateReads,
  emailTemplateScopePath,
} from "../api/emailTemplates";
import type {
  DefaultEmailTemplate,
  EmailTemplate,
  EmailTemplateToken,
  EmailTemplateType,
} from "../model/emailTemplate";
import { nothing, under, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

const scopeTemplates = ([scope]: [EmailTemplateScope, ...unknown[]]) => under(emailTemplateScopePath(scope));

export function useEmailTemplates(
  scope: EmailTemplateScope | undefined,
  params?: EmailTemplateListParams,
  config?: QueryConfig<EmailTemplate[]>,
) {
  return useApiRead(
    scope ? emailTemplateReads.list(scope, params) : null,
    (client) => client.emailTemplates.list(scope!, params),
    config,
  );
}

export function useEmailTemplateTokens(
  type: EmailTemplateType | undefined,
  config?: QueryConfig<{ tokens: EmailTemplateToken[] }>,
) {
  return useApiRead(
    type ? emailTemplateReads.tokens(type) : null,
    (client) => client.emailTemplates.tokens(type!),
    config,
  );
}

export function useDefaultEmailTemplates(
  config?: QueryConfig<Record<EmailTemplateType, DefaultEmailTemplate>>,
) {
  return useApiRead(emailTemplateReads.defaults(), (client) => client.emailTemplates.defaults(), config);
}

export function useCreateEmailTemplate() {
  return useApiMutation((client) => client.emailTemplates.create, scopeTemplates);
}

export function useUpdateEmailTemplate() {
  return useApiMutation((client) => client.emailTemplates.update, scopeTemplates);
}

export function useDeleteEmailTemplate() {
  return useApiMutation((client) => client.emailTemplates.delete, scopeTemplates);
}

/** Draws a template with sample data; changes nothing. */
export function usePreviewEmailTemplate() {
  return useApiMutation(
    (client) => client.emailTemplates.preview,
    () => nothing,
  );
}
