import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { eventAnswer, fakeApi, renderApp, userAnswer } from "../../test/renderApp";
import { ticketLogo as logo, ticketDesign } from "../tickets/tickets.fixtures";

afterEach(() => toasts.clean());

function openDesigner(design: Record<string, unknown>, path = "/manage/event/7/ticket-designer") {
  const saved = { ticket_design_settings: design };
  const api = fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET events/7": { status: 200, body: { data: eventAnswer({ settings: saved, images: [logo] }) } },
    "PATCH events/7/settings": ({ body }) => ({
      status: 200,
      body: { data: { ...saved, ...(body as object) } },
    }),
  });
  return { api, rendered: renderApp(path, { api }) };
}

const preview = async () => (await screen.findByRole("region", { name: "Ticket preview" })) as HTMLElement;
const designOfPreview = (region: HTMLElement) =>
  region.querySelector(".varco-ticket-design") as HTMLElement | null;

describe("the ticket designer", () => {
  it("shows each change on the ticket before it is saved, then saves the design", async () => {
    const { api, rendered } = openDesigner({
      enabled: true,
      accent_color: "#336699",
      logo_image_id: logo.id,
      footer_text: null,
      layout_type: "default",
    });
    await rendered;
    const region = await preview();
    const user = userEvent.setup();
    // The saved design: its colour on the ticket, its logo, the classic layout.
    expect(designOfPreview(region)?.style.getPropertyValue("--varco-ticket-accent")).toBe("#336699");
    expect(designOfPreview(region)?.dataset.layout).toBe("default");
    expect(region.querySelector("img.varco-ticket-logo")?.getAttribute("src")).toBe(logo.url);
    expect(within(region).getByRole("heading", { name: "Concerto d'estate" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    expect(screen.getByRole("link", { name: "Print preview of the saved design" })).toHaveAttribute(
      "href",
      "/manage/event/7/ticket-designer/print",
    );

    await user.type(screen.getByRole("textbox", { name: "Ticket footer" }), "Doors open at 19:00");
    expect(within(region).getByText("Doors open at 19:00")).toBeInTheDocument();
    const accent = screen.getByRole("textbox", { name: "Accent colour" });
    await user.clear(accent);
    await user.type(accent, "#aa0000");
    await user.tab();
    expect(designOfPreview(region)?.style.getPropertyValue("--varco-ticket-accent")).toBe("#AA0000");
    await user.click(screen.getByRole("button", { name: /Layout/u }));
    await user.click(screen.getByRole("option", { name: "Modern" }));
    expect(designOfPreview(region)?.dataset.layout).toBe("modern");
    // Nothing was sent yet.
    expect(api.calls.some((call) => call.method === "PATCH")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Save ticket design" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PATCH")).toBe(true));
    // What the ticket pages' tests draw: the same design, from the organiser's hands.
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      ticket_design_settings: ticketDesign,
    });
    expect(await screen.findByText("Ticket design saved.")).toBeInTheDocument();
  }, 30_000);

  it("switched off, the ticket is shown plain and the choice is saved", async () => {
    const { api, rendered } = openDesigner({ enabled: true, accent_color: "#336699", layout_type: "modern" });
    await rendered;
    const region = await preview();
    const user = userEvent.setup();
    expect(designOfPreview(region)).not.toBeNull();
    await user.click(screen.getByRole("switch", { name: "Use this design on tickets" }));
    expect(designOfPreview(region)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save ticket design" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      ticket_design_settings: { enabled: false, accent_color: "#336699", layout_type: "modern" },
    });
  }, 30_000);

  it("is listed in the event's navigation", async () => {
    const { rendered } = openDesigner({ enabled: true });
    await rendered;
    const link = await screen.findByRole("link", { name: "Ticket designer" });
    expect(link).toHaveAttribute("href", "/manage/event/7/ticket-designer");
    expect(link).toHaveAttribute("aria-current", "page");
  }, 30_000);

  it("prints a sample ticket in the saved design on a sheet of its own, without the event's navigation", async () => {
    const { rendered } = openDesigner(ticketDesign, "/manage/event/7/ticket-designer/print");
    await rendered;
    const sheets = await screen.findByRole("list", { name: "Tickets" });
    const design = sheets.querySelector(".varco-ticket-sheet .varco-ticket-design") as HTMLElement | null;
    expect(design?.dataset.layout).toBe("modern");
    expect(design?.style.getPropertyValue("--varco-ticket-accent")).toBe("#AA0000");
    expect(within(sheets).getByText("Doors open at 19:00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the ticket designer" })).toHaveAttribute(
      "href",
      "/manage/event/7/ticket-designer",
    );
    expect(screen.queryByRole("navigation", { name: "Event navigation" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  }, 30_000);

  it("uploads a logo as the ticket's logo, shows it on the preview and saves it with the design", async () => {
    let uploaded = false;
    const saved = { ticket_design_settings: { enabled: true, logo_image_id: null } };
    const api = fakeApi({
      "GET users/me": { status: 200, body: { data: userAnswer() } },
      "GET events/7": () => ({
        status: 200,
        body: { data: eventAnswer({ settings: saved, images: uploaded ? [logo] : [] }) },
      }),
      "POST events/7/images": () => {
        uploaded = true;
        return { status: 201, body: { data: logo } };
      },
      "PATCH events/7/settings": ({ body }) => ({ status: 200, body: { data: body } }),
    });
    const { container } = await renderApp("/manage/event/7/ticket-designer", { api });
    const region = await preview();
    expect(region.querySelector("img.varco-ticket-logo")).toBeNull();
    const user = userEvent.setup();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(["png"], "logo.png", { type: "image/png" }));
    await waitFor(() =>
      expect(region.querySelector("img.varco-ticket-logo")?.getAttribute("src")).toBe(logo.url),
    );
    await user.click(screen.getByRole("button", { name: "Save ticket design" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      ticket_design_settings: { logo_image_id: logo.id },
    });
  }, 30_000);
});
