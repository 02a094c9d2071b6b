import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderApp } from "../test/renderApp";

describe("the language switch", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the browser's language first, and does not apply it on its own", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-AT", "en"]);
    await renderApp("/auth/login", { api: fakeApi({}), locale: "it" });
    expect(await screen.findByRole("heading", { level: 1, name: "Accedi" })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: /Lingua/ }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options[0]).toHaveAccessibleName(/^Deutsch/);
    expect(options[0]).toHaveTextContent("La lingua del tuo browser");
    expect(options.filter((option) => /Deutsch/.test(option.textContent ?? ""))).toHaveLength(1);
    expect(document.documentElement.lang).toBe("it");
  });

  it("lists the languages in the usual order when the browser's is not offered", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["pl"]);
    await renderApp("/auth/login", { api: fakeApi({}) });
    await userEvent.setup().click(await screen.findByRole("button", { name: /Language/ }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options[0]).toHaveAccessibleName(/^English/);
    expect(screen.queryByText("Your browser's language")).not.toBeInTheDocument();
  });
});
