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
