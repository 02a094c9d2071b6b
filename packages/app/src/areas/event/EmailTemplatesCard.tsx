import { useLingui } from "@lingui/react/macro";
import {
  createEmailTemplateSchema,
  type EmailTemplate,
  type EmailTemplateScope,
  type EmailTemplateType,
  type Event,
  emailTemplateTypes,
  updateEmailTemplateSchema,
} from "@varco/domain";
import {
  useCreateEmailTemplate,
  useDefaultEmailTemplates,
  useDeleteEmailTemplate,
  useEmailTemplates,
  usePreviewEmailTemplate,
  useUpdateEmailTemplate,
} from "@varco/domain/swr";
import {
  Button,
  Card,
  Heading,
  Inline,
  Modal,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { FormDialog } from "../../forms/FormDialog";
import { failureMessage } from "../../forms/fieldErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { localeNames } from "../../i18n/localeNames";
import { mailLocales } from "./AddAttendeeDialog";

type Editing = { type: EmailTemplateType; template: EmailTemplate | null };

const tokenExamples = "{{ order.first_name }}, {{ event.title }}, {{ order.url }}";

/** "Every language" in the language choice: a template for the languages without one of their own. */
const everyLanguage = "all";

/** What each mail is called where it is written and changed. */
function useTypeWords() {
  const { t } = useLingui();
  return (type: EmailTemplateType) => {
    const confirmation = type === "order_confirmation";
    return {
      heading: confirmation ? t`Order confirmation` : t`Ticket mail`,
      write: confirmation ? t`Write your own order confirmation` : t`Write your own ticket mail`,
      title: confirmation ? t`Your order confirmation` : t`Your ticket mail`,
      change: (language: string) =>
        confirmation
          ? t`Change the order confirmation in ${language}`
          : t`Change the ticket mail in ${language}`,
      reset: (language: string) =>
        confirmation
          ? t`Order confirmation in ${language}: back to the default`
          : t`Ticket mail in ${language}: back to the default`,
    };
  };
}

/**
 * The mails buyers get, in the organiser's own words: the order confirmation and each ticket, per
 * language or for every language, written in Liquid with the event's and order's data. What a
 * template does not say, the mail keeps (the order's lines, the ticket's QR code, its links).
 */
export function EmailTemplatesCard({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const scope: EmailTemplateScope = { eventId: event.id };
  const templates = useEmailTemplates(scope, { include_inactive: true });
  const remove = useDeleteEmailTemplate();
  // Read once here: a new template starts from the default text, there when its dialog opens.
  const defaults = useDefaultEmailTemplates();
  const [editing, setEditing] = useState<Editing | null>(null);
  const words = useTypeWords();
  const languageOf = (template: EmailTemplate) =>
    template.locale
      ? (localeNames[template.locale as keyof typeof localeNames] ?? template.locale)
      : t`Every language`;
  const backToDefault = async (template: EmailTemplate) => {
    try {
      await remove.trigger(scope, template.id);
      toasts.show({ tone: "success", message: t`The mail is back to its default text.` });
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };

  return (
    <Card
      id="emails"
      title={t`Emails to buyers`}
      titleLevel={2}
      description={t`Write the confirmation and the ticket mails in your own words, for one language or for every language. The mail keeps the order's lines, the ticket's QR code and its links below your text.`}
    >
      <Stack gap="lg">
        {emailTemplateTypes.map((type) => {
          const written = (templates.data ?? []).filter((template) => template.template_type === type);
          const named = words(type);
          return (
            <Stack key={type} gap="sm">
              <Heading level={3}>{named.heading}</Heading>
              {written.length === 0 ? (
                <Text as="p" tone="muted">
                  {t`The default text, in each buyer's language.`}
                </Text>
              ) : (
                <Stack as="ul" gap="sm">
                  {written.map((template) => {
                    const language = languageOf(template);
                    return (
                      <li key={template.id}>
                        <Inline gap="sm" align="center" wrap>
                          <Text>{template.is_active ? language : t`${language} (off)`}</Text>
                          <Button variant="outline" onPress={() => setEditing({ type, template })}>
                            {named.change(language)}
                          </Button>
                          <Button variant="outline" onPress={() => void backToDefault(template)}>
                            {named.reset(language)}
                          </Button>
                        </Inline>
                      </li>
                    );
                  })}
                </Stack>
              )}
              <Inline>
                <Button
                  variant="outline"
                  onPress={() => setEditing({ type, template: null })}
                  isPending={defaults.isLoading}
                >
                  {named.write}
                </Button>
              </Inline>
            </Stack>
          );
        })}
      </Stack>
      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        isDismissable={false}
      >
        {editing ? (
          <EmailTemplateDialog
            scope={scope}
            editing={editing}
            title={words(editing.type).title}
            starting={editing.template ?? defaults.data?.[editing.type]}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Card>
  );
}

function EmailTemplateDialog({
  scope,
  editing: { type, template },
  title,
  starting,
  onDone,
}: {
  scope: EmailTemplateScope;
  editing: Editing;
  title: string;
  /** What the fields start with: the template, or the default text. */
  starting: { subject: string; body: string; cta?: { label: string } | null | undefined } | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const preview = usePreviewEmailTemplate();
  const [shown, setShown] = useState<{ subject: string; body: string } | null>(null);
  const urlToken = type === "order_confirmation" ? "order.url" : "ticket.url";
  const form = useSchemaForm({
    schema: template ? updateEmailTemplateSchema : createEmailTemplateSchema,
    initial: () => ({
      locale: template?.locale ?? everyLanguage,
      subject: starting?.subject ?? "",
      body: starting?.body ?? "",
      cta_label: starting?.cta?.label ?? "",
      is_active: template?.is_active ?? true,
    }),
    labels: {
      locale: t`Language`,
      subject: t`Subject`,
      body: t`Text (Liquid and HTML)`,
      cta_label: t`Button`,
      "cta.label": t`Button`,
      is_active: t`In use`,
    },
    toBody: (values) => ({
      ...(template ? {} : { template_type: type }),
      locale: values.locale === everyLanguage ? null : values.locale,
      subject: values.subject.trim(),
      body: values.body,
      cta: values.cta_label.trim() ? { label: values.cta_label.trim(), url_token: urlToken } : null,
      is_active: values.is_active,
    }),
    submit: (body) =>
      template
        ? update.trigger(scope, template.id, body as Parameters<typeof update.trigger>[2])
        : create.trigger(scope, body as Parameters<typeof create.trigger>[1]),
    saved: t`The mail is saved: buyers get it from now on.`,
    onSaved: onDone,
  });
  const showPreview = async () => {
    try {
      const drawn = await preview.trigger(scope, {
        template_type: type,
        subject: form.values.subject,
        body: form.values.body,
        cta: form.values.cta_label.trim()
          ? { label: form.values.cta_label.trim(), url_token: urlToken }
          : null,
      });
      setShown({ subject: drawn.subject, body: drawn.body });
    } catch (error) {
      setShown(null);
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };
  return (
    <FormDialog
      title={title}
      description={t`Name the order's and event's data with tokens such as ${tokenExamples}; loops and conditions work too.`}
      form={form}
    >
      <Select
        {...form.choice("locale")}
        items={[
          { id: everyLanguage, label: t`Every language` },
          ...mailLocales.map((locale) => ({ id: locale, label: localeNames[locale] })),
        ]}
      />
      <TextField {...form.field("subject")} isRequired />
      <TextArea {...form.field("body")} isRequired rows={8} />
      <TextField
        {...form.field("cta_label")}
        description={t`The button to the order's or the ticket's page.`}
      />
      <Inline>
        <Button variant="outline" onPress={() => void showPreview()} isPending={preview.isMutating}>
          {t`Preview with sample data`}
        </Button>
      </Inline>
      {shown ? (
        <Stack gap="xs">
          <Text as="p" weight="bold">
            {shown.subject}
          </Text>
          <iframe
            title={t`Preview of the mail`}
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><body style="margin:12px;font:15px/1.5 system-ui,sans-serif">${shown.body}</body>`}
            style={{ width: "100%", minHeight: 200, border: "1px solid", borderRadius: 6 }}
          />
        </Stack>
      ) : null}
    </FormDialog>
  );
}
