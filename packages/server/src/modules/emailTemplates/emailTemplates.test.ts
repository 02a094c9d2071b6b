import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { renderMail } from "../mail/templates";
import { salesEvent, soldOrder } from "../orders/testFixtures";
import { queueOrderMails } from "../tickets/orderMails";

/**
 * An organiser's own mails: templates per organizer and per event, in a language or all, drawn in
 * a sandbox, refused at save when they cannot be drawn, and used in the order's language.
 */
const api = useTestApp();

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as any,
});

describe("email templates", () => {
  it("are written, listed, changed and deleted per organizer and per event, only by their account", async () => {
    const event = await salesEvent(api);
    const base = `/api/organizers/${event.organizer.id}/email-templates`;
    const created = await json(
      await api.request(
        base,
        authed(event.token, "POST", {
          template_type: "order_confirmation",
          subject: "Grazie, {{ order.first_name }}!",
          body: "<p>Ci vediamo a {{ event.title }}.</p>",
          cta: { label: "Il tuo ordine", url_token: "order.url" },
          locale: "it",
        }),
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      organizer_id: event.organizer.id,
      template_type: "order_confirmation",
      locale: "it",
      engine: "liquid",
      is_active: true,
    });
    const id = created.body.data.id as number;
    // One per place, type and language.
    const again = await api.request(
      base,
      authed(event.token, "POST", {
        template_type: "order_confirmation",
        subject: "x",
        body: "<p>x</p>",
        locale: "it",
      }),
    );
    expect(again.status).toBe(409);

    const changed = await json(
      await api.request(
        `${base}/${id}`,
        authed(event.token, "PUT", { subject: "Grazie!", body: "<p>A presto.</p>", is_active: false }),
      ),
    );
    expect(changed.body.data).toMatchObject({ subject: "Grazie!", is_active: false, locale: "it" });
    expect((await json(await api.request(base, authed(event.token)))).body.data).toEqual([]);
    const all = await json(await api.request(`${base}?include_inactive=true`, authed(event.token)));
    expect(all.body.data.map((template: { id: number }) => template.id)).toEqual([id]);

    // Another account sees and changes nothing of it.
    const stranger = await registerOwner(api);
    expect((await api.request(base, authed(stranger.token))).status).toBe(404);
    expect((await api.request(`${base}/${id}`, authed(stranger.token, "DELETE"))).status).toBe(404);
    expect(
      (await api.request(`/api/events/${event.event.id}/email-templates`, authed(stranger.token))).status,
    ).toBe(404);

    expect((await api.request(`${base}/${id}`, authed(event.token, "DELETE"))).status).toBe(200);
    expect(
      (await json(await api.request(`${base}?include_inactive=true`, authed(event.token)))).body.data,
    ).toEqual([]);
  });

  it("refuses at save a template that loops forever, reads a file or breaks its tags, and saves nothing", async () => {
    const event = await salesEvent(api);
    const base = `/api/events/${event.event.id}/email-templates`;
    const cases = [
      ["body", "{% for i in (1..100000) %}{% for j in (1..100000) %}x{% endfor %}{% endfor %}"],
      ["body", "{% for i in (1..100000000) %}{{ i }}{% endfor %}"],
      ["body", '{% include "/etc/passwd" %}'],
      ["body", '{% render "../../package.json" %}'],
      ["body", "{% if order.number %}unclosed"],
      ["body", "{{ order.number | no_such_filter }}"],
      ["subject", "{{ event.title"],
    ] as const;
    for (const [field, broken] of cases) {
      const body = {
        template_type: "attendee_ticket",
        subject: field === "subject" ? broken : "Il tuo biglietto",
        body: field === "body" ? broken : "<p>Ciao</p>",
      };
      const refused = await json(await api.request(base, authed(event.token, "POST", body)));
      expect(refused.status, broken).toBe(422);
      expect(refused.body.codes[field], broken).toEqual([{ code: "email_template_broken" }]);
    }
    expect(
      (await json(await api.request(`${base}?include_inactive=true`, authed(event.token)))).body.data,
    ).toEqual([]);
  });

  it("mails a customised confirmation in Italian and in English: the event's for Italian, the organizer's for every other language", async () => {
    const event = await salesEvent(api);
    await api.request(
      `/api/events/${event.event.id}/email-templates`,
      authed(event.token, "POST", {
        template_type: "order_confirmation",
        locale: "it",
        subject: "Ordine {{ order.number }}: ci vediamo a {{ event.title }}",
        body: "<p>Ciao {{ order.first_name }}, il totale è {{ order.total }}.</p><script>alert(1)</script>",
        cta: { label: "Apri il tuo ordine", url_token: "order.url" },
      }),
    );
    await api.request(
      `/api/organizers/${event.organizer.id}/email-templates`,
      authed(event.token, "POST", {
        template_type: "order_confirmation",
        subject: "See you at {{ event.title }}",
        body: "<p>Dear {{ order.first_name }}, {{ organizer.name }} thanks you.</p>",
      }),
    );
    const rendered = async (locale: "it" | "en", firstName: string) => {
      const email = `${locale}.${Date.now()}@example.com`;
      const { order } = await soldOrder(api, event, {
        locale,
        buyer: { firstName, lastName: "Rossi", email },
      });
      await api.db.transaction((tx) => queueOrderMails(tx, order.id));
      const [row] = await api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.template, "order_confirmation")));
      if (!row) throw new Error(`no confirmation to ${email}`);
      return {
        order,
        mail: renderMail(row.template, row.payload as Record<string, unknown>, {
          locale,
          appName: "Varco",
          appUrl: "https://tickets.example.com",
        }),
      };
    };

    const italian = await rendered("it", "<b>Giulia</b>");
    expect(italian.mail.subject).toBe(`Ordine ${italian.order.publicId}: ci vediamo a ${event.event.title}`);
    // The buyer's name is text, the organiser's script is gone, the order's lines stay.
    expect(italian.mail.html).toContain("Ciao &lt;b&gt;Giulia&lt;/b&gt;, il totale è 50,00");
    expect(italian.mail.html).not.toContain("<script");
    expect(italian.mail.html).toContain("Apri il tuo ordine");
    expect(italian.mail.html).toContain(`https://tickets.example.com/checkout/${event.event.id}/`);
    expect(italian.mail.text).toContain("Ciao <b>Giulia</b>, il totale è 50,00");

    const english = await rendered("en", "Ann");
    expect(english.mail.subject).toBe(`See you at ${event.event.title}`);
    expect(english.mail.html).toContain(`Dear Ann, ${event.organizer.name} thanks you.`);
  });

  it("a ticket holder's customised mail links their ticket where the template names the order's page", async () => {
    const event = await salesEvent(api);
    await api.request(
      `/api/events/${event.event.id}/email-templates`,
      authed(event.token, "POST", {
        template_type: "attendee_ticket",
        subject: "Il tuo biglietto",
        body: '<p><a href="{{ order.url }}">ordine</a></p>',
        cta: { label: "Apri il tuo ordine", url_token: "order.url" },
      }),
    );
    const email = `holder.${Date.now()}@example.com`;
    const { order, attendees } = await soldOrder(api, event, {
      tickets: 1,
      buyer: { firstName: "Ada", lastName: "Neri", email },
    });
    await api.db.transaction((tx) => queueOrderMails(tx, order.id));
    const [row] = await api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.template, "order_ticket")));
    if (!row) throw new Error(`no ticket mail to ${email}`);
    const mail = renderMail(row.template, row.payload as Record<string, unknown>, {
      locale: "en",
      appName: "Varco",
      appUrl: "https://tickets.example.com",
    });
    // The order's short id opens every ticket of the order: it stays the buyer's.
    expect(mail.html).not.toContain(order.shortId);
    expect(mail.html).toContain(
      `https://tickets.example.com/product/${event.event.id}/${attendees[0]?.shortId}`,
    );
  });

  it("previews with sample data, lists its tokens, and starts from the default text in the user's language", async () => {
    const event = await salesEvent(api);
    const preview = await json(
      await api.request(
        `/api/events/${event.event.id}/email-templates/preview`,
        authed(event.token, "POST", {
          template_type: "attendee_ticket",
          subject: "{{ attendee.name }}",
          body: "<p>{{ ticket.name }}</p>",
          cta: { label: "Open", url_token: "ticket.url" },
        }),
      ),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe("Marco Bianchi");
    expect(preview.body.body).toContain("<p>Stalls – Full price</p>");
    expect(preview.body.body).toContain('href="https://tickets.example.com/product/1/a_x"');
    expect(preview.body.context).toMatchObject({ attendee: { name: "Marco Bianchi" } });

    const tokens = await json(
      await api.request("/api/email-templates/tokens/attendee_ticket", authed(event.token)),
    );
    expect(tokens.body.tokens).toContainEqual(expect.objectContaining({ token: "{{ ticket.url }}" }));
    const defaults = await json(await api.request("/api/email-templates/defaults", authed(event.token)));
    expect(defaults.body.order_confirmation).toMatchObject({
      subject: expect.stringContaining("{{ event.title }}"),
      cta: { url_token: "order.url" },
    });
    expect(defaults.body.attendee_ticket.body).toContain("{{ attendee.first_name }}");
  });
});
