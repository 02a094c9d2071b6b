import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import {
  type FakeAnswer,
  type FakeHandler,
  type fakeApi,
  type RenderAppOptions,
  renderApp,
} from "./renderApp";

type FakeApi = ReturnType<typeof fakeApi>;

/** Room for a test that types into dialogs, opens selects or drags rows on a busy machine. */
export const slow = 60_000;

/** The calls the screen made as `method path`, in order. */
export const callsTo = (api: FakeApi, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

/**
 * A write the fake server accepts: it answers `status` with `answer(body)` as its data, the body
 * sent laid over `fields` (an id the server gives, say).
 */
export function echo(
  answer: (fields: Record<string, unknown>) => unknown,
  { status = 200, fields = {} }: { status?: number; fields?: Record<string, unknown> } = {},
): FakeHandler {
  return ({ body }): FakeAnswer => ({
    status,
    body: { data: answer({ ...fields, ...(body as Record<string, unknown>) }) },
  });
}

/** Lets react-aria's drag and drop take its next step (it moves on timers). */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/**
 * A screen of the app at `path` over the fake API, and what the organiser does on it, as they
 * would: find a row, open the dialog a button opens, type, save, confirm a deletion, move a row by
 * keyboard; and what the server was sent.
 */
export async function openScreen(path: string, api: FakeApi, options: Omit<RenderAppOptions, "api"> = {}) {
  const view = await renderApp(path, { api, ...options });
  const user = userEvent.setup();

  const press = (container: HTMLElement, button: string | RegExp) =>
    user.click(within(container).getByRole("button", { name: button }));

  /** Presses the button named `button` on the page; the dialog it opens, named `title`. */
  const openDialog = async (button: string, title = button) => {
    await user.click(await screen.findByRole("button", { name: button }));
    return screen.findByRole("dialog", { name: title });
  };

  return {
    ...view,
    user,
    /** The table row whose header names `name`. */
    row: async (name: string | RegExp) =>
      (
        await screen.findByRole("rowheader", { name: typeof name === "string" ? new RegExp(name) : name })
      ).closest("[role=row]") as HTMLElement,
    openDialog,
    /** The dialog that changes `name`, opened with its Edit button. */
    edit: (name: string) => openDialog(`Edit ${name}`),
    /** Presses a button inside a dialog, a row, a form. */
    press,
    /** Sends the form of a dialog. */
    save: (dialog: HTMLElement, label = "Save") => press(dialog, label),
    /** Ticks (or unticks) the checkbox named `name` inside `container`, once it is there. */
    check: async (container: HTMLElement, name: string) =>
      user.click(await within(container).findByRole("checkbox", { name })),
    /** Types into the text field named `name` inside `container`. */
    type: (container: HTMLElement, name: string | RegExp, text: string) =>
      user.type(within(container).getByRole("textbox", { name }), text),
    /** A dialog's form was saved: the toast says `toast`, and the dialog has gone. */
    savedAndClosed: async (toast: string) => {
      expect(await screen.findByText(toast)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    },
    /** The navigation named `name` links each name of `links` to its address. */
    navigationLinks: async (name: string, links: Record<string, string>) => {
      const navigation = await screen.findByRole("navigation", { name });
      for (const [link, href] of Object.entries(links))
        expect(within(navigation).getByRole("link", { name: link })).toHaveAttribute("href", href);
    },
    /** Presses the Delete button of `name`; the question it asks, named `question`. */
    askToDelete: async (name: string, question: string) => {
      await user.click(await screen.findByRole("button", { name: `Delete ${name}` }));
      return screen.findByRole("alertdialog", { name: question });
    },
    /** The body of the one call the screen made as `method path`, once it has made it. */
    sent: async (method: string, path: string) => {
      await waitFor(() => expect(callsTo(api, method, path)).toHaveLength(1));
      return callsTo(api, method, path)[0]!.body;
    },
    /** Nothing was sent as `method path` (a form refused before calling the server). */
    notSent: (method: string, path: string) => expect(callsTo(api, method, path)).toHaveLength(0),
    /**
     * Moves a row of a sortable list one place down by keyboard, as the list documents it: the row,
     * ArrowRight to its drag handle ("Reorder <row>"), Enter to pick it up, ArrowDown to the place
     * after the next row, Enter to drop it there.
     */
    moveDown: async (row: HTMLElement) => {
      act(() => row.focus());
      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("button", { name: `Reorder ${row.getAttribute("aria-label")}` })).toHaveFocus();
      for (const key of ["{Enter}", "{ArrowDown}", "{Enter}"]) {
        await user.keyboard(key);
        await settle();
      }
    },
  };
}
