import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Breadcrumb, Breadcrumbs } from "./Breadcrumbs";

const trail = (
  <>
    <Breadcrumb id="home" href="/">
      Home
    </Breadcrumb>
    <Breadcrumb id="events" href="/events">
      Events
    </Breadcrumb>
    <Breadcrumb id="event">Summer festival</Breadcrumb>
  </>
);

describe("Breadcrumbs", () => {
  itSupportsConformance({ render: (props) => <Breadcrumbs {...props}>{trail}</Breadcrumbs> });

  it("is a navigation landmark named Breadcrumbs", () => {
    render(<Breadcrumbs>{trail}</Breadcrumbs>);
    expect(screen.getByRole("navigation", { name: "Breadcrumbs" })).toBeInTheDocument();
  });

  it("follows the locale and accepts an override for its name", () => {
    render(
      <>
        <ThemeProvider locale="en">
          <Breadcrumbs>{trail}</Breadcrumbs>
        </ThemeProvider>
        <Breadcrumbs aria-label="Percorso">{trail}</Breadcrumbs>
      </>,
    );
    expect(screen.getByRole("navigation", { name: "Percorso" })).toBeInTheDocument();
  });

  it("links every step but the last, which is the current page", () => {
    render(<Breadcrumbs>{trail}</Breadcrumbs>);
    const nav = screen.getByRole("navigation");
    const links = within(nav)
      .getAllByRole("link")
      .filter((link) => link.tagName === "A");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/events"]);
    const current = within(nav).getByText("Summer festival");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current.tagName).not.toBe("A");
  });

  it("hides the separators from assistive technology", () => {
    render(<Breadcrumbs>{trail}</Breadcrumbs>);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.textContent).toMatch(/^(Home|Events|Summer festival)$/);
      expect(item.querySelector("svg")?.closest("[aria-hidden]")).not.toBeNull();
    }
  });

  it("reaches the links with Tab and skips the current page", async () => {
    render(<Breadcrumbs>{trail}</Breadcrumbs>);
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("link", { name: "Events" })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
