import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventSettings, mailOutbox } from "../../db/schema";
import { useSmtpMailbox } from "../../test/smtpMailbox";
import { useTestApp } from "../../test/testApp";
import { queueOrderMails } from "./orderMails";
import { insertOrder, type TicketedEvent, ticketedEvent } from "./testFixtures";

const api = useTestApp();
const mailbox = useSmtpMailbox();

beforeEach(async () => {
  await api.db.delete(mailOutbox);
  mailbox.clear();
});

describe("the ticket mail in the event's ticket design", () => {
  let event: TicketedEvent;
  beforeAll(async () => {
    event = await ticketedEvent(api);
  });

  const design = (values: Record<string, unknown>) =>
    api.db
      .update(eventSettings)
      .set({ values: { ticket_design_settings: values } })
      .where(eq(eventSettings.eventId, event.event.id));

  const ticketMailOf = async (email: string) => {
    const { order } = await insertOrder(api, event, {
      buyer: { firstName: "Maria", lastName: "Rossi", email: "maria@example.com" },
      holders: [{ firstName: "Anna", lastName: "Rossi", email }],
    });
    await queueOrderMails(api.db, order.id);
    const mails = await mailbox.deliver(api.db);
    return mails.find((mail) => mail.to === email);
  };

  it("wears the accent on its edge and ends with the footer, in both parts", async () => {
    await design({
      enabled: true,
      accent_color: "#AA0000",
      footer_text: "Doors open at 19:00 <bring this>",
      layout_type: "modern",
    });
    const mail = await ticketMailOf("anna.design@example.com");
    expect(mail?.html).toContain("border-top:8px solid #AA0000");
    expect(mail?.html).toContain("Doors open at 19:00 &lt;bring this&gt;");
    expect(mail?.text.trimEnd().endsWith("Doors open at 19:00 <bring this>")).toBe(true);
  });

  it("stays plain while the design is switched off", async () => {
    await design({ enabled: false, accent_color: "#AA0000", footer_text: "Doors open at 19:00" });
    const mail = await ticketMailOf("anna.plain@example.com");
    expect(mail).toBeDefined();
    expect(mail?.html).not.toContain("#AA0000");
    expect(mail?.text).not.toContain("Doors open at 19:00");
  });
});
