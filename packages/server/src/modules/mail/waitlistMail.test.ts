import { escapeHtml, userLocales } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { queueMail } from "./outbox";
import { mailTemplates, renderMail } from "./templates";
import type { MailTransport, OutgoingMail } from "./transport";
import { waitlistMailStrings, waitlistTemplates } from "./waitlistMail";
import { deliverDueMail } from "./worker";

const entryUrl = "https://tickets.example/waitlist/7/tok_abc?x=1&y=2";

/** What the waitlist puts in its mails; 13:30 UTC on 4 December 2026 is 14:30 in Rome. */
const payload = {
  locale: "it",
  first_name: "Giulia",
  event_title: "Concerto di Natale",
  product_title: "Platea",
  price_label: "Ridotto",
  entry_url: entryUrl,
  organizer_name: "Teatro Verdi",
  support_email: "biglietteria@teatroverdi.example",
  position: 3,
  offer_expires_at: "2026-12-04T13:30:00.000Z",
  event_timezone: "Europe/Rome",
  offer_minutes: 120,
};

const render = (template: string, locale: string, values: Record<string, unknown> = payload) =>
  renderMail(template, values, { locale, appName: "Varco", appUrl: "https://tickets.example" });

function leavesOf(value: unknown, path = ""): [string, string][] {
  return typeof value === "string"
    ? [[path, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
        leavesOf(inner, `${path}.${key}`),
      );
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe("waitlist mails", () => {
  it("are mail templates the outbox can queue", () => {
    for (const template of waitlistTemplates) expect(mailTemplates).toContain(template);
  });

  it("tell the person they joined, with their place, the ticket and the link to leave", () => {
    const it = render("waitlist_joined", "it");
    expect(it.subject).toBe("Sei in lista d'attesa per Concerto di Natale");
    expect(it.text).toContain("Ciao Giulia,");
    expect(it.text).toContain("Concerto di Natale (Platea – Ridotto): sei al posto numero 3.");
    expect(it.text).toContain(`Vedi il tuo posto: ${entryUrl}`);
    expect(it.text).toContain("lasciare la lista d'attesa");
    expect(it.text).toContain("Il team di Teatro Verdi");
    expect(it.html).toContain(`href="${escapeHtml(entryUrl)}"`);
    expect(it.html).toContain("Vedi il tuo posto</a>");
    expect(it.replyTo).toBe("biglietteria@teatroverdi.example");

    const en = render("waitlist_joined", "en", { ...payload, price_label: null });
    expect(en.subject).toBe("You're on the waitlist for Concerto di Natale");
    expect(en.text).toContain("Concerto di Natale (Platea): you are number 3 in line.");
    expect(en.text).toContain("As soon as a ticket frees up");
    expect(en.text).toContain(`See your place: ${entryUrl}`);
    expect(en.text).toContain("leave the waitlist");
    expect(en.text).toContain("The Teatro Verdi team");
    expect(en.html).toContain("See your place</a>");
  });

  it("offer the held ticket until a time shown in the event's zone, in the reader's language", () => {
    const it = render("waitlist_offer", "it");
    expect(it.subject).toBe("Un biglietto per Concerto di Natale è tuo, se lo vuoi");
    expect(it.text).toContain("fino a venerdì 4 dicembre 2026 alle ore 14:30 CET.");
    expect(it.text).not.toContain("13:30");
    expect(it.text).toContain(`Completa l'acquisto: ${entryUrl}`);
    expect(it.text).toContain("passa alla persona successiva");
    expect(it.html).toContain("14:30 CET");
    expect(it.html).toContain("Completa l&#39;acquisto</a>");

    const en = render("waitlist_offer", "en");
    expect(en.subject).toBe("A ticket for Concerto di Natale is yours if you want it");
    expect(en.text).toContain("until Friday, December 4, 2026 at 2:30 PM GMT+1.");
    expect(en.text).not.toContain("1:30");
    expect(en.text).toContain(`Complete your purchase: ${entryUrl}`);
    expect(en.text).toContain("passes to the next person");

    // The same instant for an event in New York is the morning there.
    const newYork = render("waitlist_offer", "en", { ...payload, event_timezone: "America/New_York" });
    expect(newYork.text).toContain("8:30 AM EST");
  });

  it("say the held ticket went to the next person and the person may join again", () => {
    const it = render("waitlist_offer_expired", "it");
    expect(it.subject).toBe("Il biglietto tenuto per te per Concerto di Natale è stato rilasciato");
    expect(it.text).toContain("è passato alla persona successiva");
    expect(it.text).toContain("rimetterti in lista d'attesa dalla pagina dell'evento");
    expect(it.text).toContain(entryUrl);

    const en = render("waitlist_offer_expired", "en");
    expect(en.subject).toBe("Your held ticket for Concerto di Natale has been released");
    expect(en.text).toContain("has gone to the next person on the waitlist");
    expect(en.text).toContain("join the waitlist again from the event page");
  });

  it("escape every value in the HTML and keep an address that is not one out of Reply-To", () => {
    const hostile = {
      ...payload,
      first_name: `<img src=x onerror="alert(1)">`,
      event_title: "Rock & <b>Roll</b>",
      organizer_name: "<script>x</script>",
      support_email: "a@b.example\r\nBcc: c@d.example",
    };
    for (const template of waitlistTemplates) {
      const mail = render(template, "en", hostile);
      expect(mail.html).not.toContain("<img");
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>Roll");
      expect(mail.html).toContain(escapeHtml(`<img src=x onerror="alert(1)">`));
      expect(mail.html).toContain("Rock &amp; &lt;b&gt;Roll&lt;/b&gt;");
      expect(mail.text).toContain(`Hi <img src=x onerror="alert(1)">,`);
      expect(mail.replyTo).toBeUndefined();
    }
  });

  it("refuse a link that is not http(s) and an offer without its time", () => {
    for (const template of waitlistTemplates)
      for (const entry_url of ["javascript:alert(1)", "/waitlist/7/tok", ""])
        expect(() => render(template, "en", { ...payload, entry_url })).toThrow(/not an http/);
    expect(() => render("waitlist_offer", "en", { ...payload, offer_expires_at: "soon" })).toThrow(
      /offer_expires_at/,
    );
  });

  it("greet without a name, sign with the app without an organiser, and show an unknown zone as UTC", () => {
    const mail = render("waitlist_offer", "en", {
      ...payload,
      first_name: "",
      organizer_name: "",
      event_timezone: "Mars/Olympus",
    });
    expect(mail.text.startsWith("Hello,\n")).toBe(true);
    expect(mail.text).toContain("The Varco team");
    expect(mail.text).toContain("1:30 PM UTC");
  });

  it("fall back to English for a language with no mail words", () => {
    expect(render("waitlist_joined", "xx").subject).toBe("You're on the waitlist for Concerto di Natale");
  });
});

describe("a queued waitlist mail", () => {
  const api = useTestApp();

  it("goes out in the language of the entry, answered to the event's support address", async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      kind: "memory",
      async send(mail) {
        sent.push(mail);
      },
    };
    const to = uniqueEmail("waiting");
    await queueMail(api.db, { accountId: null, to, template: "waitlist_offer", payload });
    await deliverDueMail(api.db, transport, { appName: "Varco", from: "Varco <no-reply@varco.test>" });
    const mail = sent.find((one) => one.to === to);
    expect(mail?.subject).toBe("Un biglietto per Concerto di Natale è tuo, se lo vuoi");
    expect(mail?.text).toContain("14:30 CET");
    expect(mail?.replyTo).toBe("biglietteria@teatroverdi.example");
  });
});

describe("waitlist mail strings", () => {
  const english = new Map(leavesOf(waitlistMailStrings.en));

  it.each(userLocales.filter((locale) => locale !== "en"))(
    "%s has every sentence, translated, with its placeholders",
    (locale) => {
      const translated = new Map(leavesOf(waitlistMailStrings[locale]));
      expect([...translated.keys()]).toEqual([...english.keys()]);
      for (const [key, text] of english) {
        expect(translated.get(key), `${locale}${key}`).not.toBe(text);
        expect(placeholders(translated.get(key) ?? ""), `${locale}${key}`).toEqual(placeholders(text));
      }
    },
  );

  it.each(userLocales)("%s renders every waitlist mail with its values and no placeholder left", (locale) => {
    for (const template of waitlistTemplates) {
      const mail = render(template, locale);
      expect(mail.subject, `${locale} ${template}`).toContain("Concerto di Natale");
      expect(mail.text).toContain(entryUrl);
      expect(mail.text).toContain("Platea – Ridotto");
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
      if (template === "waitlist_offer") expect(mail.text, locale).toMatch(/\b(14|2):30/);
      if (template === "waitlist_joined") expect(mail.text).toContain("3");
    }
  });
});
