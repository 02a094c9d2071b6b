import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stringsFor } from "../../i18n/strings";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { Link } from "./Link";

describe("Link", () => {
  itSupportsConformance({
    render: (props) => (
      <Link href="/events" {...props}>
        Events
      </Link>
    ),
    refType: HTMLAnchorElement,
  });

  it("is a link to its href, reachable with Tab", async () => {
    render(
      <p>
        See <Link href="/events">all events</Link>
      </p>,
    );
    const link = screen.getByRole("link", { name: "all events" });
    expect(link).toHaveAttribute("href", "/events");
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute("data-focus-visible", "true");
  });

  it("opens external links in a new tab, safely, and says so", () => {
    render(
      <Link href="https://example.com" isExternal>
        Provider
      </Link>,
    );
    const link = screen.getByRole("link", { name: `Provider ${stringsFor("en").opensInNewTab}` });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("lets the new-tab announcement be overridden", () => {
    render(
      <Link href="https://example.com" isExternal opensInNewTabLabel="(nuova scheda)">
        Sito
      </Link>,
    );
    expect(screen.getByRole("link", { name: "Sito (nuova scheda)" })).toBeInTheDocument();
  });

  it("does not open a new tab unless external", () => {
    render(<Link href="/events">Events</Link>);
    const link = screen.getByRole("link", { name: "Events" });
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
  });

  it("calls onPress from the keyboard", async () => {
    const onPress = vi.fn();
    render(
      <ThemeProvider>
        <Link onPress={onPress}>Show more</Link>
      </ThemeProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledOnce();
  });

  it("gives each variant its own class", () => {
    render(
      <>
        <Link href="/a">Inline</Link>
        <Link href="/b" variant="standalone">
          Standalone
        </Link>
      </>,
    );
    expect(screen.getByRole("link", { name: "Inline" }).className).not.toBe(
      screen.getByRole("link", { name: "Standalone" }).className,
    );
  });
});
