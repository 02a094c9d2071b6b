import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderApp } from "../../test/renderApp";
import { attendeeAnswer, callsTo, pageOf, salesApi } from "./sales.fixtures";

const SLOW = 60_000;

const question = (id: number, overrides: Record<string, unknown>) => ({
  id,
  description: null,
  options: null,
  required: false,
  event_id: 7,
  belongs_to: "PRODUCT",
  is_hidden: false,
  product_ids: [31],
  ...overrides,
});

/** The event's questions: three of Marco's product's, one of another product's. */
const questions = [
  question(11, { type: "RADIO", title: "Menu", options: ["Meat", "Vegetarian"], required: true }),
  question(12, { type: "CHECKBOX", title: "Workshops", options: ["Morning", "Afternoon", "Evening"] }),
  question(13, { type: "ADDRESS", title: "Shipping address" }),
  question(14, { type: "SINGLE_LINE_TEXT", title: "Seat", product_ids: [32] }),
];

const answer = (questionId: number, title: string, type: string, value: unknown, text: string) => ({
  question_answer_id: questionId * 10,
  question_id: questionId,
  title,
  question_required: false,
  question_description: null,
  question_type: type,
  question_options: null,
  answer: value,
  text_answer: text,
  order_id: 501,
  event_id: 7,
  belongs_to: "PRODUCT",
  attendee_id: 901,
});

const marco = () =>
  attendeeAnswer({
    question_answers: [
      answer(11, "Menu", "RADIO", "Meat", "Meat"),
      answer(12, "Workshops", "CHECKBOX", ["Morning"], "Morning"),
      answer(
        13,
        "Shipping address",
        "ADDRESS",
        { address_line_1: "Via Roma 1", city: "Milano", country: "IT" },
        "Via Roma 1, Milano, IT",
      ),
    ],
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("an attendee's answers in the drawer", () => {
  it(
    "edits a choice, ticked options and an address with the checkout's controls and checks, and shows the server's refusal on its field",
    async () => {
      let puts = 0;
      const api = salesApi({
        "GET events/7/attendees": { status: 200, body: pageOf([marco()], 1) },
        "GET events/7/attendees/901": { status: 200, body: { data: marco() } },
        "GET events/7/questions": { status: 200, body: { data: questions } },
        "PUT events/7/attendees/901": ({ body }) => {
          puts += 1;
          return puts === 1
            ? {
                status: 422,
                body: {
                  message: "The given data was invalid.",
                  errors: { "questions.2.response.city": ["The city is not one we deliver to."] },
                },
              }
            : { status: 200, body: { data: { ...marco(), ...(body as object) } } };
        },
      });
      const user = userEvent.setup();
      await renderApp("/manage/event/7/attendees", { api });
      (await screen.findByRole("button", { name: "Marco Rossi" })).focus();
      await user.keyboard("{Enter}");
      const drawer = await screen.findByRole("dialog", { name: "Marco Rossi" });

      // Every question of the attendee's product, with the answers given; none of another product.
      const menu = await within(drawer).findByRole("radiogroup", { name: "Menu" });
      expect(within(menu).getByRole("radio", { name: "Meat" })).toBeChecked();
      const workshops = within(drawer).getByRole("group", { name: "Workshops" });
      expect(within(workshops).getByRole("checkbox", { name: "Morning" })).toBeChecked();
      const line1 = within(drawer).getByRole("textbox", { name: "Shipping address: Address" });
      expect(line1).toHaveValue("Via Roma 1");
      expect(within(drawer).queryByRole("textbox", { name: "Seat" })).not.toBeInTheDocument();

      // With the keyboard: the other menu, one more workshop, one fewer.
      within(menu).getByRole("radio", { name: "Meat" }).focus();
      await user.keyboard("{ArrowDown}");
      expect(within(menu).getByRole("radio", { name: "Vegetarian" })).toBeChecked();
      within(workshops).getByRole("checkbox", { name: "Afternoon" }).focus();
      await user.keyboard(" ");
      within(workshops).getByRole("checkbox", { name: "Morning" }).focus();
      await user.keyboard(" ");

      // An address without its first line is refused before anything is sent, as at checkout.
      await user.clear(line1);
      await user.click(within(drawer).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(line1).toHaveAttribute("aria-invalid", "true"));
      expect(callsTo(api, "PUT", "events/7/attendees/901")).toHaveLength(0);

      await user.type(line1, "Via Po 2");
      const city = within(drawer).getByRole("textbox", { name: "Shipping address: City" });
      await user.clear(city);
      await user.type(city, "Torino");
      expect(await axeViolations()).toEqual([]);
      await user.click(within(drawer).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/attendees/901")).toHaveLength(1));
      expect(callsTo(api, "PUT", "events/7/attendees/901")[0]?.body).toEqual({
        first_name: "Marco",
        last_name: "Rossi",
        email: "marco@example.com",
        notes: null,
        product_id: 31,
        product_price_id: 41,
        questions: [
          { question_id: 11, response: { answer: "Vegetarian" } },
          { question_id: 12, response: { answer: ["Afternoon"] } },
          {
            question_id: 13,
            response: { answer: { address_line_1: "Via Po 2", city: "Torino", country: "IT" } },
          },
        ],
      });

      // The server's refusal of the address's city lands on that field.
      await waitFor(() => expect(city).toHaveAttribute("aria-invalid", "true"));
      expect(city).toHaveAccessibleDescription(expect.stringContaining("The city is not one we deliver to."));

      await user.clear(city);
      await user.type(city, "Roma");
      await user.click(within(drawer).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "events/7/attendees/901")).toHaveLength(2));
      expect(await screen.findByText("The attendee was saved.")).toBeInTheDocument();
    },
    SLOW,
  );
});
