import { type UserLocale, userLocales } from "@varco/domain";
import { escapeHtml } from "../../http/html";
import { isLateRefundTemplate, lateRefundContent, lateRefundTemplates } from "./lateRefundMail";
import { isOrderMailTemplate, orderMailTemplates, renderOrderMail } from "./orderMail";
import {
  isOrderNoticeTemplate,
  type NoticeList,
  orderNoticeContent,
  orderNoticeTemplates,
} from "./orderNoticeMail";
import { organizerOrderMailTemplate, renderOrganizerOrderMail } from "./organizerOrderMail";
import { isSelfServiceTemplate, selfServiceContent, selfServiceTemplates } from "./selfServiceMail";
import { translations } from "./translations";
import type { MailAttachment } from "./transport";
import { isWaitlistTemplate, renderWaitlistMail, waitlistTemplates } from "./waitlistMail";
import { webhookPausedContent, webhookPausedTemplate } from "./webhookPausedMail";

/**
 * The mail the server sends, rendered in the recipient's locale (falling back to English) as
 * plain text and HTML. Every value put into the HTML is escaped; URLs are checked to be http(s).
 */

export const mailTemplates = [
  "email_verification",
  "password_reset",
  "user_invitation",
  "email_change",
  "organizer_contact",
  ...orderMailTemplates,
  organizerOrderMailTemplate,
  ...lateRefundTemplates,
  ...orderNoticeTemplates,
  ...selfServiceTemplates,
  webhookPausedTemplate,
  ...waitlistTemplates,
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the sender (a visitor's address, for `organizer_contact`). */
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface MailStrings {
  greeting: string;
  signoff: string;
  linkFallback: string;
  email_verification: { subject: string; intro: string; button: string; code: string; ignore: string };
  email_change: { subject: string; intro: string; button: string; expiry: string; ignore: string };
  password_reset: { subject: string; intro: string; button: string; expiry: string; ignore: string };
  user_invitation: { subject: string; intro: string; button: string; expiry: string };
  organizer_contact: { subject: string; intro: string; reply: string };
}

const en: MailStrings = {
  greeting: "Hi {first_name},",
  signoff: "The {app_name} team",
  linkFallback: "If the button does not work, copy this address into your browser:",
  email_change: {
    subject: "Confirm your new email address for {app_name}",
    intro:
      "You asked to use this address for your {app_name} account. Please confirm it so we can make the change.",
    button: "Confirm new email address",
    expiry: "This link works once and expires in {hours} hours.",
    ignore:
      "If you did not ask for this, you can ignore this message: your account keeps its current address.",
  },
  email_verification: {
    subject: "Confirm your email address for {app_name}",
    intro: "Please confirm that this is your email address.",
    button: "Confirm email address",
    code: "Or enter this code: {code}",
    ignore: "If you did not sign up for {app_name}, you can ignore this message.",
  },
  password_reset: {
    subject: "Reset your {app_name} password",
    intro: "We received a request to reset the password of your {app_name} account.",
    button: "Choose a new password",
    expiry: "This link works once and expires in {minutes} minutes.",
    ignore: "If you did not ask for this, you can ignore this message: your password stays the same.",
  },
  user_invitation: {
    subject: "You have been invited to {account_name} on {app_name}",
    intro: "You have been invited to join {account_name} on {app_name}.",
    button: "Accept the invitation",
    expiry: "The invitation expires in {days} days.",
  },
  organizer_contact: {
    subject: "{sender_name} sent a message to {organizer_name}",
    intro: "{sender_name} ({sender_email}) wrote to {organizer_name} from its public page on {app_name}:",
    reply: "Reply to this email to answer {sender_name} directly.",
  },
};

const it: MailStrings = {
  greeting: "Ciao {first_name},",
  signoff: "Il team di {app_name}",
  linkFallback: "Se il pulsante non funziona, copia questo indirizzo nel browser:",
  email_change: {
    subject: "Conferma il nuovo indirizzo email per {app_name}",
    intro:
      "Hai chiesto di usare questo indirizzo per il tuo account {app_name}. Confermalo per completare la modifica.",
    button: "Conferma il nuovo indirizzo",
    expiry: "Il link funziona una sola volta e scade tra {hours} ore.",
    ignore:
      "Se non l'hai chiesto tu, puoi ignorare questo messaggio: il tuo account mantiene l'indirizzo attuale.",
  },
  email_verification: {
    subject: "Conferma il tuo indirizzo email per {app_name}",
    intro: "Conferma che questo è il tuo indirizzo email.",
    button: "Conferma l'indirizzo email",
    code: "Oppure inserisci questo codice: {code}",
    ignore: "Se non ti sei registrato a {app_name}, puoi ignorare questo messaggio.",
  },
  password_reset: {
    subject: "Reimposta la password di {app_name}",
    intro: "Abbiamo ricevuto una richiesta di reimpostare la password del tuo account {app_name}.",
    button: "Scegli una nuova password",
    expiry: "Il link funziona una sola volta e scade tra {minutes} minuti.",
    ignore: "Se non l'hai chiesto tu, puoi ignorare questo messaggio: la tua password non cambia.",
  },
  user_invitation: {
    subject: "Sei stato invitato in {account_name} su {app_name}",
    intro: "Sei stato invitato a unirti a {account_name} su {app_name}.",
    button: "Accetta l'invito",
    expiry: "L'invito scade tra {days} giorni.",
  },
  organizer_contact: {
    subject: "{sender_name} ha scritto a {organizer_name}",
    intro:
      "{sender_name} ({sender_email}) ha scritto a {organizer_name} dalla sua pagina pubblica su {app_name}:",
    reply: "Rispondi a questa email per rispondere direttamente a {sender_name}.",
  },
};

/** Every locale of `userLocales`; one missing here would fall back to English. */
const strings: Partial<Record<UserLocale, MailStrings>> = { en, it, ...translations };

export function localeOf(value: unknown): UserLocale {
  return typeof value === "string" && (userLocales as readonly string[]).includes(value)
    ? (value as UserLocale)
    : "en";
}

function fill(template: string, values: Record<string, string>, encode: (value: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? encode(values[key] as string) : whole,
  );
}

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** An address for a header: one plain `local@domain`, or nothing (no spaces, brackets or line breaks). */
function address(payload: Record<string, unknown>, key: string): string | undefined {
  const value = text(payload, key);
  return /^[^\s@<>()",;:]+@[^\s@<>()",;:]+$/.test(value) ? value : undefined;
}

function link(payload: Record<string, unknown>, key: string): string {
  const value = text(payload, key);
  if (!/^https?:\/\//.test(value)) throw new Error(`mail payload: ${key} is not an http(s) URL`);
  return value;
}

/** What one mail says, before its values are filled in and it is laid out as text and HTML. */
interface MailContent {
  subject: string;
  lines: string[];
  button?: { label: string; url: string } | undefined;
  after: string[];
  /** Lists after the lines: a heading (a template, may be empty) and entries shown as they are (escaped). */
  lists?: NoticeList[] | undefined;
  /** Someone else's words, quoted as they wrote them (escaped, line breaks kept). */
  quote?: string | undefined;
  replyTo?: string | undefined;
}

/** A mail whose point is one link: its intro, a button to the link, then `after`. */
function linkMail(
  words: { subject: string; intro: string; button: string },
  url: string,
  after: string[],
): MailContent {
  return { subject: words.subject, lines: [words.intro], button: { label: words.button, url }, after };
}

function mailContentOf(
  template: string,
  s: MailStrings,
  payload: Record<string, unknown>,
  locale: UserLocale,
): MailContent {
  switch (template) {
    case "email_verification": {
      const words = s.email_verification;
      return linkMail(words, link(payload, "confirm_url"), [words.code, words.ignore]);
    }
    case "password_reset": {
      const words = s.password_reset;
      return linkMail(words, link(payload, "reset_url"), [words.expiry, words.ignore]);
    }
    case "email_change": {
      const words = s.email_change;
      return linkMail(words, link(payload, "confirm_url"), [words.expiry, words.ignore]);
    }
    case "user_invitation": {
      const words = s.user_invitation;
      return linkMail(words, link(payload, "accept_url"), [words.expiry]);
    }
    case "organizer_contact":
      return {
        subject: s.organizer_contact.subject,
        lines: [s.organizer_contact.intro],
        quote: text(payload, "message"),
        after: [s.organizer_contact.reply],
        replyTo: address(payload, "reply_to"),
      };
    default:
      if (isLateRefundTemplate(template)) return lateRefundContent(template, locale);
      if (isOrderNoticeTemplate(template)) return orderNoticeContent(template, locale, payload);
      if (isSelfServiceTemplate(template))
        return selfServiceContent(template, locale, () => link(payload, "lookup_url"));
      if (template === webhookPausedTemplate)
        return webhookPausedContent(locale, payload.reason === "gone" ? "gone" : "failing", () =>
          link(payload, "manage_url"),
        );
      throw new Error(`unknown mail template: ${template}`);
  }
}

/** Renders one outbox row. Throws on an unknown template or a payload without its link. */
export function renderMail(
  template: string,
  payload: Record<string, unknown>,
  options: { locale: string; appName: string; appUrl?: string | undefined },
): RenderedMail {
  if (isOrderMailTemplate(template)) return renderOrderMail(template, payload, options);
  if (template === organizerOrderMailTemplate) return renderOrganizerOrderMail(payload, options);
  if (isWaitlistTemplate(template)) return renderWaitlistMail(template, payload, options);
  const s = strings[localeOf(options.locale)] ?? en;
  const values: Record<string, string> = {
    app_name: options.appName,
    first_name: text(payload, "first_name"),
    account_name: text(payload, "account_name"),
    code: text(payload, "code"),
    minutes: text(payload, "expires_in_minutes"),
    days: text(payload, "expires_in_days"),
    hours: text(payload, "expires_in_hours"),
    organizer_name: text(payload, "organizer_name"),
    sender_name: text(payload, "sender_name"),
    sender_email: text(payload, "sender_email"),
    event_title: text(payload, "event_title"),
    order_number: text(payload, "order_number"),
    amount: text(payload, "amount"),
    new_email: text(payload, "new_email"),
    holder_name: text(payload, "holder_name"),
    webhook_url: text(payload, "webhook_url"),
  };
  const { subject, lines, lists, button, after, quote, replyTo } = mailContentOf(
    template,
    s,
    payload,
    localeOf(options.locale),
  );
  const plain = (line: string) => fill(line, values, (value) => value);
  const html = (line: string) => fill(line, values, escapeHtml);
  const greeting = values.first_name ? s.greeting : "";

  const textBody = [
    ...(greeting ? [plain(greeting), ""] : []),
    ...lines.map(plain),
    ...(lists ?? []).flatMap((list) => [
      "",
      ...(list.heading ? [plain(list.heading)] : []),
      ...list.entries.map((entry) => `- ${entry}`),
    ]),
    ...(quote ? ["", quote] : []),
    "",
    ...(button ? [`${plain(button.label)}: ${button.url}`, ""] : []),
    ...after.map(plain),
    "",
    plain(s.signoff),
    "",
  ].join("\n");

  const url = button ? escapeHtml(button.url) : "";
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${html(line)}</p>`;
  const htmlBody = `<!doctype html>
<html lang="${escapeHtml(localeOf(options.locale))}">
<head><meta charset="utf-8"><title>${html(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d1d1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${greeting ? paragraph(greeting) : ""}
${lines.map(paragraph).join("\n")}
${(lists ?? []).map((list) => `${list.heading ? paragraph(list.heading) : ""}<ul style="margin:0 0 16px;padding-left:20px">${list.entries.map((entry) => `<li>${escapeHtml(entry)}</li>`).join("")}</ul>`).join("\n")}
${quote ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #d2d2d7;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>` : ""}
${button ? `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#1d1d1f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${html(button.label)}</a></p>` : ""}
${after.map(paragraph).join("\n")}
${button ? `<p style="margin:0 0 16px;font-size:13px;color:#6e6e73">${html(s.linkFallback)}<br><a href="${url}" style="color:#6e6e73;word-break:break-all">${url}</a></p>` : ""}
<p style="margin:0">${html(s.signoff)}</p>
</div>
</body>
</html>
`;
  return { subject: plain(subject), text: textBody, html: htmlBody, ...(replyTo ? { replyTo } : {}) };
}
