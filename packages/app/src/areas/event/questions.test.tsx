import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { echo, openScreen, slow } from "../../test/openScreen";
import type { fakeApi } from "../../test/renderApp";
import { eventApi, ticketsAnswer } from "./products.fixtures";

const path = "/manage/event/7/questions";

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

function questionsApi(questions: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi({
    "GET events/7/questions": { status: 200, body: { data: questions } },
    "GET events/7/product-categories": ticketsAnswer([31, "Intero"], [32, "Ridotto"], {
      id: 35,
      title: "Parcheggio",
      product_type: "GENERAL",
    }),
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

describe("the questions screen", () => {
  it("lists the questions in order, those of the order apart from those of each ticket", async () => {
    await openScreen(path, questionsApi(mixed()));
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
    await openScreen(path, questionsApi([]));
    expect(await screen.findByText("No questions yet")).toBeInTheDocument();
  });

  it(
    "creates a question for each ticket, its options added, put in order and removed",
    async () => {
      const api = questionsApi([], {
        "POST events/7/questions": echo(questionAnswer, { status: 201, fields: { id: 84 } }),
      });
      const { user, type, press, check, save, sent, notSent } = await openScreen(path, api);
      await user.click((await screen.findAllByRole("button", { name: "Add a question" }))[0]!);
      const dialog = await screen.findByRole("dialog", { name: "Add a question" });
      // Every type of answer is offered.
      await press(dialog, /Type of answer/);
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

      await type(dialog, /^Question/, "T-shirt size");
      await type(dialog, "Option 1", "M");
      await type(dialog, "Option 2", "XXL");
      await press(dialog, "Add an option");
      await type(dialog, "Option 3", "S");
      // S goes first, by keyboard: its "up" button twice.
      within(dialog).getByRole("button", { name: "Move option 3 up" }).focus();
      await user.keyboard("{Enter}");
      expect(within(dialog).getByRole("textbox", { name: "Option 2" })).toHaveValue("S");
      within(dialog).getByRole("button", { name: "Move option 2 up" }).focus();
      await user.keyboard("{Enter}");
      await press(dialog, "Remove option 3");
      expect(
        within(dialog)
          .getAllByRole("textbox", { name: /^Option/ })
          .map((field) => (field as HTMLInputElement).value),
      ).toEqual(["S", "M"]);

      await user.click(within(dialog).getByRole("radio", { name: "For each ticket of the products chosen" }));
      // A product that admits nobody is not offered.
      expect(within(dialog).queryByRole("checkbox", { name: "Parcheggio" })).not.toBeInTheDocument();
      await save(dialog);
      expect(
        await within(dialog).findByText("Choose the products this question is for."),
      ).toBeInTheDocument();
      notSent("POST", "events/7/questions");

      await check(dialog, "Ridotto");
      await user.click(within(dialog).getByRole("switch", { name: "An answer is required" }));
      await save(dialog);
      expect(await sent("POST", "events/7/questions")).toEqual({
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
    slow,
  );

  it(
    "changes a question: hidden from buyers, asked once per order",
    async () => {
      const api = questionsApi(mixed(), {
        "PUT events/7/questions/83": echo(questionAnswer, { fields: { id: 83 } }),
      });
      const { edit, user, save, sent } = await openScreen(path, api);
      const dialog = await edit("T-shirt size");
      expect(within(dialog).getByRole("textbox", { name: "Option 3" })).toHaveValue("L");
      expect(within(dialog).getByRole("checkbox", { name: "Intero" })).toBeChecked();
      expect(within(dialog).getByRole("switch", { name: "Hidden from buyers" })).toBeChecked();
      await user.click(within(dialog).getByRole("radio", { name: "Once per order" }));
      await user.click(within(dialog).getByRole("switch", { name: "Hidden from buyers" }));
      await save(dialog);
      expect(await sent("PUT", "events/7/questions/83")).toEqual({
        title: "T-shirt size",
        description: null,
        type: "DROPDOWN",
        belongs_to: "ORDER",
        options: ["S", "M", "L"],
        required: false,
        is_hidden: false,
      });
    },
    slow,
  );

  it(
    "deletes a question once confirmed",
    async () => {
      const api = questionsApi(mixed(), { "DELETE events/7/questions/82": { status: 204 } });
      const { askToDelete, press, sent } = await openScreen(path, api);
      await press(await askToDelete("Company", "Delete this question?"), "Delete");
      await sent("DELETE", "events/7/questions/82");
      expect(await screen.findByText("Company was deleted.")).toBeInTheDocument();
    },
    slow,
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
        "PUT events/7/questions/81": echo(questionAnswer),
      });
      const { askToDelete, press, sent } = await openScreen(path, api);
      await press(await askToDelete("Allergies", "Delete this question?"), "Delete");
      const hide = await screen.findByRole("alertdialog", { name: "Hide this question instead?" });
      expect(hide).toHaveAccessibleDescription(
        expect.stringContaining("People have answered this question: hide it instead of deleting it."),
      );
      await press(hide, "Hide it");
      expect(await sent("PUT", "events/7/questions/81")).toEqual({
        title: "Allergies",
        description: null,
        type: "SINGLE_LINE_TEXT",
        belongs_to: "ORDER",
        required: true,
        is_hidden: true,
      });
      expect(await screen.findByText("Allergies is hidden from buyers.")).toBeInTheDocument();
    },
    slow,
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
      const { askToDelete, press } = await openScreen(path, api);
      await press(await askToDelete("T-shirt size", "Delete this question?"), "Delete");
      expect(
        await screen.findByText("People have answered this question: hide it instead of deleting it."),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole("alertdialog", { name: "Hide this question instead?" }),
      ).not.toBeInTheDocument();
    },
    slow,
  );

  it(
    "saves a new order chosen with the keyboard",
    async () => {
      const api = questionsApi(mixed(), { "POST events/7/questions/sort": { status: 204 } });
      const { moveDown, sent } = await openScreen(path, api);
      const perOrder = await screen.findByRole("grid", { name: "Asked once per order" });
      await moveDown(within(perOrder).getByRole("row", { name: "Allergies" }));
      expect(await sent("POST", "events/7/questions/sort")).toEqual([
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
    slow,
  );

  it(
    "downloads every answer, in the format chosen, from the link the export answers with",
    async () => {
      const link = "http://localhost:3000/api/events/7/questions/answers/export/1.2.7.9.abc/x.xlsx";
      const started: unknown[] = [];
      const api = questionsApi(mixed(), {
        "POST events/7/questions/answers/export": ({ body }) => {
          started.push(body);
          return {
            status: 200,
            body: {
              message: "Export ready",
              status: "FINISHED",
              job_uuid: "1.2.7.9.abc",
              download_url: link,
            },
          };
        },
      });
      const opened: string[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        opened.push(`${this.href} ${this.download}`);
      });
      const { user } = await openScreen(path, api);
      await user.click(await screen.findByRole("button", { name: "Export the answers" }));
      await user.click(await screen.findByRole("menuitem", { name: /Excel spreadsheet \(XLSX\)/ }));
      const day = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Rome" });
      await vi.waitFor(() => expect(opened).toEqual([`${link} concerto-d-estate-answers-${day}.xlsx`]));
      expect(started).toEqual([{ format: "xlsx" }]);
      click.mockRestore();
    },
    slow,
  );
});
