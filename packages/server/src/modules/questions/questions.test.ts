import { questionSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { events, questionAnswers } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { anotherEvent, createProduct, ownerWithEvent, paid } from "../products/testFixtures";
import { insertOrderWithCode, insertPromoCode } from "../promoCodes/testFixtures";

const envelope = z.object({ data: questionSchema });
const listEnvelope = z.object({ data: z.array(questionSchema) });

describe("/api/events/{id}/questions", () => {
  const api = useTestApp();
  const base = (eventId: number) => `/api/events/${eventId}/questions`;

  async function create(fixture: { token: string; eventId: number }, body: Record<string, unknown>) {
    const response = await api.request(base(fixture.eventId), authed(fixture.token, "POST", body));
    expect(response.status).toBe(201);
    return envelope.parse(await response.json()).data;
  }
  const orderQuestion = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    type: "SINGLE_LINE_TEXT",
    belongs_to: "ORDER",
    required: false,
    is_hidden: false,
    ...extra,
  });

  it("creates (201), reads, changes, lists in order and deletes (204) a question, with its products", async () => {
    const fixture = await ownerWithEvent(api);
    const intero = await createProduct(api, fixture, paid(fixture.categoryId));
    const ridotto = await createProduct(api, fixture, paid(fixture.categoryId, { title: "Ridotto" }));

    const how = await create(fixture, {
      title: "Come ci hai conosciuto?",
      description: "  ",
      type: "DROPDOWN",
      belongs_to: "ORDER",
      options: ["Passaparola", "Social"],
      required: true,
      is_hidden: false,
    });
    expect(how).toEqual({
      id: expect.any(Number),
      type: "DROPDOWN",
      title: "Come ci hai conosciuto?",
      description: null,
      options: ["Passaparola", "Social"],
      required: true,
      event_id: fixture.eventId,
      belongs_to: "ORDER",
      is_hidden: false,
      order: 1,
      product_ids: [],
    });
    const access = await create(fixture, {
      title: "Esigenze di accessibilità",
      type: "MULTI_LINE_TEXT",
      belongs_to: "PRODUCT",
      product_ids: [ridotto.id, intero.id],
      // Not a choice: options are dropped.
      options: ["x"],
      required: false,
      is_hidden: false,
    });
    expect([access.order, access.options, access.product_ids]).toEqual([2, null, [intero.id, ridotto.id]]);

    const changed = await api.request(
      `${base(fixture.eventId)}/${access.id}`,
      authed(fixture.token, "PUT", {
        title: "Accessibilità",
        type: "RADIO",
        belongs_to: "PRODUCT",
        product_ids: [ridotto.id],
        options: ["Sì", "No"],
        required: true,
        is_hidden: true,
      }),
    );
    expect(changed.status).toBe(200);
    expect(envelope.parse(await changed.json()).data).toMatchObject({
      title: "Accessibilità",
      type: "RADIO",
      options: ["Sì", "No"],
      product_ids: [ridotto.id],
      is_hidden: true,
      required: true,
    });

    const sorted = await api.request(
      `${base(fixture.eventId)}/sort`,
      authed(fixture.token, "POST", [
        { id: access.id, order: 1 },
        { id: how.id, order: 2 },
      ]),
    );
    expect(sorted.status).toBe(204);
    const listed = listEnvelope.parse(
      await (await api.request(base(fixture.eventId), authed(fixture.token))).json(),
    );
    expect(listed.data.map((question) => question.title)).toEqual([
      "Accessibilità",
      "Come ci hai conosciuto?",
    ]);

    const read = await api.request(`${base(fixture.eventId)}/${how.id}`, authed(fixture.token));
    expect(envelope.parse(await read.json()).data.title).toBe("Come ci hai conosciuto?");
    expect(
      (await api.request(`${base(fixture.eventId)}/${how.id}`, authed(fixture.token, "DELETE"))).status,
    ).toBe(204);
    const gone = await api.request(`${base(fixture.eventId)}/${how.id}`, authed(fixture.token));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ message: "Question not found" });
  });

  it("refuses products of another event, missing products or options, and unknown ids in a sort", async () => {
    const fixture = await ownerWithEvent(api);
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const foreign = await createProduct(
      api,
      { token: fixture.token, eventId: other.eventId },
      paid(other.categoryId),
    );
    const post = (body: Record<string, unknown>) =>
      api.request(base(fixture.eventId), authed(fixture.token, "POST", body));

    const wrong = await post(orderQuestion("Taglia", { belongs_to: "PRODUCT", product_ids: [foreign.id] }));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ codes: { product_ids: [{ code: "products_not_of_event" }] } });
    const noProducts = await post(orderQuestion("Taglia", { belongs_to: "PRODUCT" }));
    expect(await noProducts.json()).toMatchObject({
      codes: { product_ids: [{ code: "question_products_required" }] },
    });
    const noOptions = await post(orderQuestion("Menu", { type: "CHECKBOX" }));
    expect(await noOptions.json()).toMatchObject({
      codes: { options: [{ code: "question_options_required" }] },
    });

    const mine = await create(fixture, orderQuestion("Note"));
    const theirs = await create({ token: fixture.token, eventId: other.eventId }, orderQuestion("Altro"));
    const sorted = await api.request(
      `${base(fixture.eventId)}/sort`,
      authed(fixture.token, "POST", [
        { id: mine.id, order: 5 },
        { id: theirs.id, order: 1 },
      ]),
    );
    expect(sorted.status).toBe(422);
    expect(await sorted.json()).toMatchObject({ codes: { "1.id": [{ code: "question_unknown" }] } });
    // Nothing moved.
    const read = envelope.parse(
      await (await api.request(`${base(fixture.eventId)}/${mine.id}`, authed(fixture.token))).json(),
    ).data;
    expect(read.order).toBe(1);
  });

  it("refuses to delete a question someone answered: hide it instead", async () => {
    const fixture = await ownerWithEvent(api);
    const product = await createProduct(api, fixture, paid(fixture.categoryId));
    const question = await create(fixture, orderQuestion("Allergie"));
    const code = await insertPromoCode(api, { eventId: fixture.eventId, code: "risposta" });
    const order = await insertOrderWithCode(api, {
      eventId: fixture.eventId,
      promoCodeId: code.id,
      status: "COMPLETED",
      productId: product.id,
      priceId: product.prices?.[0]?.id ?? 0,
    });
    await api.db
      .insert(questionAnswers)
      .values({ questionId: question.id, orderId: order.id, answer: "Noci" });
    const refused = await api.request(
      `${base(fixture.eventId)}/${question.id}`,
      authed(fixture.token, "DELETE"),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ codes: { root: [{ code: "question_has_answers" }] } });
    expect((await api.request(`${base(fixture.eventId)}/${question.id}`, authed(fixture.token))).status).toBe(
      200,
    );
  });

  it("runs two sorts at once one after the other: the last one's order wins whole", async () => {
    const fixture = await ownerWithEvent(api);
    const a = await create(fixture, orderQuestion("A"));
    const b = await create(fixture, orderQuestion("B"));
    const sort = (first: number, second: number) =>
      api.request(
        `${base(fixture.eventId)}/sort`,
        authed(fixture.token, "POST", [
          { id: first, order: 1 },
          { id: second, order: 2 },
        ]),
      );
    const answers = await Promise.all([sort(a.id, b.id), sort(b.id, a.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
    const listed = listEnvelope.parse(
      await (await api.request(base(fixture.eventId), authed(fixture.token))).json(),
    );
    expect(listed.data.map((question) => question.order)).toEqual([1, 2]);
  });

  it("answers 404 for another account's event and for a question of another event", async () => {
    const fixture = await ownerWithEvent(api);
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    const question = await create(fixture, orderQuestion("Mia"));
    const intruder = await registerOwner(api);
    expect((await api.request(base(fixture.eventId), authed(intruder.token))).status).toBe(404);
    expect(
      (await api.request(`${base(fixture.eventId)}/${question.id}`, authed(intruder.token, "DELETE"))).status,
    ).toBe(404);
    expect((await api.request(`${base(other.eventId)}/${question.id}`, authed(fixture.token))).status).toBe(
      404,
    );
  });

  it("shows the checkout the visible questions of a live event in order, with their products and order", async () => {
    const fixture = await ownerWithEvent(api);
    const product = await createProduct(api, fixture, paid(fixture.categoryId));
    const shown = await create(fixture, orderQuestion("Visibile"));
    await create(fixture, orderQuestion("Nascosta", { is_hidden: true }));
    const perTicket = await create(fixture, {
      ...orderQuestion("Per biglietto"),
      belongs_to: "PRODUCT",
      product_ids: [product.id],
    });
    const path = `/api/public/events/${fixture.eventId}/questions`;
    // A draft: only its own account previews it.
    expect((await api.request(path)).status).toBe(404);
    expect((await api.request(path, authed(fixture.token))).status).toBe(200);
    await api.db.update(events).set({ status: "LIVE" }).where(eq(events.id, fixture.eventId));
    const response = await api.request(path);
    expect(response.status).toBe(200);
    const { data } = listEnvelope.parse(await response.json());
    expect(data).toEqual([
      {
        id: shown.id,
        type: "SINGLE_LINE_TEXT",
        title: "Visibile",
        description: null,
        options: null,
        required: false,
        event_id: fixture.eventId,
        belongs_to: "ORDER",
        order: 1,
        product_ids: [],
      },
      expect.objectContaining({ id: perTicket.id, order: 3, product_ids: [product.id] }),
    ]);
  });
});
