import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const SLOW = 60_000;

function questionAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 81,
    type: "SINGLE_LINE_TEXT",
    title: "Allergies",
    description: null,
    options: null,
    required: true,
    event_id: 7,
    belongs_to: "ORDER",
    is_hidden: false,
    order: 0,
    product_ids: [],
    ...overrides,
  };
}

function product(id: number, title: string, productType = "TICKET") {
  return {
    id,
    title,
    type: "PAID",
    product_type: productType,
    description: null,
    price: 10,
    event_id: 7,
    product_category_id: 21,
    is_before_sale_start_date: false,
    is_after_sale_end_date: false,
  };
}

function questionsApi(questions: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": { status: 200, body: { data: eventAnswer() } },
    "GET events/7/questions": { status: 200, body: { data: questions } },
    "GET events/7/product-categories": {
      status: 200,
      body: {
        data: [
          {
            id: 21,
            name: "Tickets",
            description: null,
            is_hidden: false,
            order: 0,
            no_products_message: null,
            products: [product(31, "Intero"), product(32, "Ridotto"), product(35, "Parcheggio", "GENERAL")],
          },
        ],
      },
    },
    ...more,
  });
}

const mixed = () => [
  questionAnswer(),
  questionAnswer({ id: 82, title: "Company", required: false, order: 1 }),
  questionAnswer({
    id: 83,
    title: "T-shirt size",
    type: "DROPDOWN",
    options: ["S", "M", "L"],
    belongs_to: "PRODUCT",
    product_ids: [31],
    is_hidden: true,
    required: false,
    order: 2,
  }),
];

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const callsTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the questions screen", () => {
  it("lists the questions in order, those of the order apart from those of each ticket", async () => {
    await renderApp("/manage/event/7/questions", { api: questionsApi(mixed()) });
    const perOrder = await screen.findByRole("grid", { name: "Asked once per order" });
    expect(
      within(perOrder)
        .getAllByRole("row")
        .map((row) => row.getAttribute("aria-label")),
    ).toEqual(["Allergies", "Company"]);
    const allergies = within(perOrder).getByRole("row", { name: "Allergies" });
    expect(within(allergies).getByText("Short text")).toBeInTheDocument();
    expect(within(allergies).getByText("Required")).toBeInTheDocument();

    const perTicket = screen.getByRole("grid", { name: "Asked for each ticket" });
    const size = within(perTicket).getByRole("row", { name: "T-shirt size" });
    expect(within(size).getByText("Dropdown (one choice)")).toBeInTheDocument();
    expect(within(size).getByText("Hidden")).toBeInTheDocument();
    expect(await within(size).findByText("For: Intero")).toBeInTheDocument();
    expect(within(size).getByText("S · M · L")).toBeInTheDocument();
  });

  it("says when there is none", async () => {
    await renderApp("/manage/event/7/questions", { api: questionsApi([]) });
    expect(await screen.findByText("No questions yet")).toBeInTheDocument();
  });

  it(
    "creates a question for each ticket, its options added, put in order and removed",
    async () => {
      const api = questionsApi([], {
        "POST events/7/questions": ({ body }) => ({
          status: 201,
          body: { data: questionAnswer({ id: 84, ...(body as object) }) },
        }),
      });
      await renderApp("/manage/event/7/questions", { api });
      const user = userEvent.setup();
      await user.click((await screen.findAllByRole("button", { name: "Add a question" }))[0]!);
      const dialog = await screen.findByRole("dialog", { name: "Add a question" });
      // Every type of answer is offered.
      await user.click(within(dialog).getByRole("button", { name: /Type of answer/ }));
      const types = (await screen.findAllByRole("option")).map((option) => option.textContent);
      expect(types).toEqual([
        "Postal address",
        "Short text",
        "Long text",
        "Checkboxes (several choices)",
        "Radio buttons (one choice)",
        "Dropdown (one choice)",
        "Date",
      ]);
      await user.click(screen.getByRole("option", { name: "Dropdown (one choice)" }));

      await user.type(within(dialog).getByRole("textbox", { name: /^Question/ }), "T-shirt size");
      await user.type(within(dialog).getByRole("textbox", { name: "Option 1" }), "M");
      await user.type(within(dialog).getByRole("textbox", { name: "Option 2" }), "XXL");
      await user.click(within(dialog).getByRole("button", { name: "Add an option" }));
      await user.type(within(dialog).getByRole("textbox", { name: "Option 3" }), "S");
      // S goes first, by keyboard: its "up" button twice.
      within(dialog).getByRole("button", { name: "Move option 3 up" }).focus();
      await user.keyboard("{Enter}");
      expect(within(dialog).getByRole("textbox", { name: "Option 2" })).toHaveValue("S");
      within(dialog).getByRole("button", { name: "Move option 2 up" }).focus();
      await user.keyboard("{Enter}");
      await user.click(within(dialog).getByRole("button", { name: "Remove option 3" }));
      expect(
        within(dialog)
          .getAllByRole("textbox", { name: /^Option/ })
          .map((field) => (field as HTMLInputElement).value),
      ).toEqual(["S", "M"]);

      await user.click(within(dialog).getByRole("radio", { name: "For each ticket of the products chosen" }));
      // A product that admits nobody is not offered.
      expect(within(dialog).queryByRole("checkbox", { name: "Parcheggio" })).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(
        await within(dialog).findByText("Choose the products this question is for."),
      ).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/questions")).toHaveLength(0);

      await user.click(within(dialog).getByRole("checkbox", { name: "Ridotto" }));
      await user.click(within(dialog).getByRole("switch", { name: "An answer is required" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "POST", "events/7/questions")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/questions")[0]!.body).toEqual({
        title: "T-shirt size",
        description: null,
        type: "DROPDOWN",
        belongs_to: "PRODUCT",
        product_ids: [32],
        options: ["S", "M"],
        required: true,
        is_hidden: false,
      });
      expect(await screen.findByText("T-shirt size was added.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "changes a question: hidden from buyers, asked once per order",
    async () => {
      const api = questionsApi(mixed(), {
        "PUT events/7/questions/83": ({ body }) => ({
          status: 200,
          body: { data: questionAnswer({ id: 83, ...(body as object) }) },
        }),
      });
      await renderApp("/manage/event/7/questions", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Edit T-shirt size" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit T-shirt size" });
      expect(within(dialog).getByRole("textbox", { name: "Option 3" })).toHaveValue("L");
      expect(within(dialog).getByRole("checkbox", { name: "Intero" })).toBeChecked();
      expect(within(dialog).getByRole("switch", { name: "Hidden from buyers" })).toBeChecked();
      await user.click(within(dialog).getByRole("radio", { name: "Once per order" }));
      await user.click(within(dialog).getByRole("switch", { name: "Hidden from buyers" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/questions/83")).toHaveLength(1));
      expect(callsTo(api, "PUT", "events/7/questions/83")[0]!.body).toEqual({
        title: "T-shirt size",
        description: null,
        type: "DROPDOWN",
        belongs_to: "ORDER",
        options: ["S", "M", "L"],
        required: false,
        is_hidden: false,
      });
    },
    SLOW,
  );

  it(
    "deletes a question once confirmed",
    async () => {
      const api = questionsApi(mixed(), { "DELETE events/7/questions/82": { status: 204 } });
      await renderApp("/manage/event/7/questions", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Delete Company" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this question?" });
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(callsTo(api, "DELETE", "events/7/questions/82")).toHaveLength(1));
      expect(await screen.findByText("Company was deleted.")).toBeInTheDocument();
    },
    SLOW,
  );

  it.each([
    [
      "a 422 with its reason",
      {
        status: 422,
        body: {
          message: "This question has answers.",
          errors: { root: ["People have answered this question: hide it instead of deleting it."] },
          codes: { root: [{ code: "question_has_answers" }] },
        },
      },
    ],
    ["a 400 with a message", { status: 400, body: { message: "This question cannot be deleted." } }],
  ])(
    "says why an answered question stays and offers to hide it instead (%s)",
    async (_, refusal) => {
      const api = questionsApi(mixed(), {
        "DELETE events/7/questions/81": refusal,
        "PUT events/7/questions/81": ({ body }) => ({
          status: 200,
          body: { data: questionAnswer(body as Record<string, unknown>) },
        }),
      });
      await renderApp("/manage/event/7/questions", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Delete Allergies" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this question?" });
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      const hide = await screen.findByRole("alertdialog", { name: "Hide this question instead?" });
      expect(hide).toHaveAccessibleDescription(
        expect.stringContaining("People have answered this question: hide it instead of deleting it."),
      );
      await user.click(within(hide).getByRole("button", { name: "Hide it" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/questions/81")).toHaveLength(1));
      expect(callsTo(api, "PUT", "events/7/questions/81")[0]!.body).toEqual({
        title: "Allergies",
        description: null,
        type: "SINGLE_LINE_TEXT",
        belongs_to: "ORDER",
        required: true,
        is_hidden: true,
      });
      expect(await screen.findByText("Allergies is hidden from buyers.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says why an answered question that is already hidden stays",
    async () => {
      const api = questionsApi(mixed(), {
        "DELETE events/7/questions/83": {
          status: 400,
          body: { message: "This question cannot be deleted." },
        },
      });
      await renderApp("/manage/event/7/questions", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Delete T-shirt size" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this question?" });
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      expect(
        await screen.findByText("People have answered this question: hide it instead of deleting it."),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole("alertdialog", { name: "Hide this question instead?" }),
      ).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "saves a new order chosen with the keyboard",
    async () => {
      const api = questionsApi(mixed(), { "POST events/7/questions/sort": { status: 204 } });
      await renderApp("/manage/event/7/questions", { api });
      const perOrder = await screen.findByRole("grid", { name: "Asked once per order" });
      const row = within(perOrder).getByRole("row", { name: "Allergies" });
      const user = userEvent.setup();
      // The row, ArrowRight to its drag handle, Enter to pick it up, ArrowDown to the place after
      // the next row, Enter to drop it there.
      act(() => row.focus());
      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("button", { name: "Reorder Allergies" })).toHaveFocus();
      await user.keyboard("{Enter}");
      await settle();
      await user.keyboard("{ArrowDown}");
      await settle();
      await user.keyboard("{Enter}");
      await settle();
      await waitFor(() => expect(callsTo(api, "POST", "events/7/questions/sort")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/questions/sort")[0]!.body).toEqual([
        { id: 82, order: 0 },
        { id: 81, order: 1 },
        { id: 83, order: 2 },
      ]);
      expect(await screen.findByText("The new order was saved.")).toBeInTheDocument();
      expect(
        within(perOrder)
          .getAllByRole("row")
          .map((each) => each.getAttribute("aria-label")),
      ).toEqual(["Company", "Allergies"]);
    },
    SLOW,
  );
});
