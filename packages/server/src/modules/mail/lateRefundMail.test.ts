import { userLocales } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { renderMail } from "./templates";

describe("the mail of a payment refunded because it arrived after the reservation expired", () => {
  const payload = {
    first_name: "Ada",
    event_title: "Aida <in the Park>",
    order_number: "O-ABC1234",
    amount: "50,00 €",
  };

  it("speaks every locale, naming the event, the order and the amount", () => {
    const english = renderMail("payment_refunded_after_expiry", payload, { locale: "en", appName: "Varco" });
    expect(english.subject).toBe("Your payment for Aida <in the Park> has been refunded");
    expect(english.text).toContain("arrived after your reservation had expired");
    for (const locale of userLocales) {
      const mail = renderMail("payment_refunded_after_expiry", payload, { locale, appName: "Varco" });
      expect(mail.subject, locale).toContain("Aida <in the Park>");
      expect(mail.text, locale).toContain("O-ABC1234");
      expect(mail.text, locale).toContain("50,00 €");
      expect(mail.text, locale).not.toMatch(/\{\w+\}/);
      if (locale !== "en") {
        expect(mail.subject, locale).not.toBe(english.subject);
        expect(mail.text, locale).not.toContain("arrived after");
      }
      // Values are escaped in the HTML.
      expect(mail.html, locale).toContain("Aida &lt;in the Park&gt;");
    }
  });
});

describe("the mails of a card payment refunded because the order no longer awaited it", () => {
  const payload = {
    first_name: "Ada",
    event_title: "Aida <in the Park>",
    order_number: "O-ABC1234",
    amount: "50,00 €",
  };
  const cases = [
    {
      template: "payment_refunded_order_cancelled",
      english: "was cancelled before your card payment of 50,00 € reached us",
    },
    {
      template: "payment_refunded_already_paid",
      english: "had already been paid, so your card payment of 50,00 € was a second payment",
    },
  ] as const;

  it.each(cases)(
    "$template says why in every locale, naming the event, the order and the amount",
    ({ template, english: why }) => {
      const english = renderMail(template, payload, { locale: "en", appName: "Varco" });
      expect(english.subject).toBe("Your payment for Aida <in the Park> has been refunded");
      expect(english.text).toContain(why);
      expect(english.text).not.toContain("reservation had expired");
      const expiry = renderMail("payment_refunded_after_expiry", payload, { locale: "en", appName: "Varco" });
      for (const locale of userLocales) {
        const mail = renderMail(template, payload, { locale, appName: "Varco" });
        expect(mail.subject, locale).toContain("Aida <in the Park>");
        expect(mail.text, locale).toContain("O-ABC1234");
        expect(mail.text, locale).toContain("50,00 €");
        expect(mail.text, locale).not.toMatch(/\{\w+\}/);
        // Not the expiry's words: each reason says its own.
        expect(mail.text, locale).not.toBe(
          renderMail("payment_refunded_after_expiry", payload, { locale, appName: "Varco" }).text,
        );
        if (locale !== "en") {
          expect(mail.subject, locale).not.toBe(english.subject);
          for (const line of english.text.split("\n").filter((line) => line.split(" ").length > 3))
            expect(mail.text, `${locale}: ${line}`).not.toContain(line);
        }
        expect(mail.html, locale).toContain("Aida &lt;in the Park&gt;");
      }
      expect(expiry.text).toContain("arrived after your reservation had expired");
    },
  );
});
