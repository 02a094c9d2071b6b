import { escapeHtml } from "../../http/html";
import { eventTimeIn, intlLocaleOf, plainText } from "../mail/orderMail";
import { type MessageMailLocale, messageMailStrings } from "./messageMailStrings";

/** What the frame of one message needs, the same for all its recipients. */
export interface MessageFrame {
  appName: string;
  subject: string;
  /** The organiser's text: HTML cleaned when the message was written. */
  html: string;
  organizerName: string;
  eventTitle: string;
  eventStart: Date;
  eventEnd: Date | null;
  timeZone: string;
  /** The event's email footer message (clean HTML), or none. */
  footerHtml: string | null;
  isTest: boolean;
}

/** Who one mail is for: the name its greeting uses, its language, and whether it is the sender's copy. */
export interface MessageReader {
  name: string | null;
  locale: string;
  isSender: boolean;
}

export function messageMailLocaleOf(locale: string): MessageMailLocale {
  return locale in messageMailStrings ? (locale as MessageMailLocale) : "en";
}

/** The organiser's HTML as text: a link keeps its address after its words, a list item its dash. */
function messageText(html: string): string {
  return plainText(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) =>
        label.replace(/<[^>]*>/g, "").trim() === href ? href : `${label} (${href})`,
      )
      .replace(/<li[^>]*>/gi, "<li>- "),
  );
}

/**
 * What every mail of one frame shares, worked out once per frame (its texts) and language (its
 * date): a message to ten thousand people renders ten thousand mails from one frame.
 */
const shared = new WeakMap<MessageFrame, { body: string; footer: string; dates: Map<string, string> }>();

function sharedOf(frame: MessageFrame) {
  let found = shared.get(frame);
  if (!found) {
    found = {
      body: messageText(frame.html),
      footer: frame.footerHtml ? plainText(frame.footerHtml) : "",
      dates: new Map(),
    };
    shared.set(frame, found);
  }
  return found;
}

function dateIn(frame: MessageFrame, locale: string): string {
  const { dates } = sharedOf(frame);
  let date = dates.get(locale);
  if (date === undefined) {
    date = eventTimeIn(
      intlLocaleOf(locale),
      frame.eventStart.toISOString(),
      frame.eventEnd?.toISOString() ?? null,
      frame.timeZone,
    );
    dates.set(locale, date);
  }
  return date;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * One recipient's mail: the organiser's subject and text as written, framed in the reader's
 * language (greeting, which event, why they receive it, the event's footer), as HTML and as text.
 */
export function renderMessageMail(
  frame: MessageFrame,
  reader: MessageReader,
): { subject: string; html: string; text: string } {
  const locale = messageMailLocaleOf(reader.locale);
  const words = messageMailStrings[locale];
  const values = {
    name: reader.name?.trim() ?? "",
    organizer: frame.organizerName,
    event: frame.eventTitle,
    app_name: frame.appName,
    date: dateIn(frame, locale),
  };
  const line = (template: string) => fill(template, values);
  const greeting = line(values.name ? words.greeting : words.greeting_anonymous);
  const about = line(words.about);
  const why = line(reader.isSender ? words.why_sender : words.why_attendee);
  const reply = line(words.reply);
  const { body, footer: footerText } = sharedOf(frame);

  const text = [
    ...(frame.isTest ? [words.test, ""] : []),
    greeting,
    "",
    about,
    "",
    body,
    "",
    "--",
    reply,
    ...(footerText ? ["", footerText] : []),
    "",
    why,
    "",
  ].join("\n");

  const small = "margin:0 0 12px;font-size:13px;color:#6e6e73";
  const html = `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head><meta charset="utf-8"><title>${escapeHtml(frame.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d1d1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${frame.isTest ? `<p style="margin:0 0 16px;padding:8px 12px;background:#fff4ce;border-radius:6px">${escapeHtml(words.test)}</p>` : ""}
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;color:#6e6e73">${escapeHtml(about)}</p>
<div style="margin:0 0 24px">${frame.html}</div>
<p style="${small};padding-top:16px;border-top:1px solid #d2d2d7">${escapeHtml(reply)}</p>
${frame.footerHtml ? `<div style="${small}">${frame.footerHtml}</div>` : ""}
<p style="${small}">${escapeHtml(why)}</p>
</div>
</body>
</html>
`;
  return { subject: frame.subject, html, text };
}
