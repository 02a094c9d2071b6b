import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { StatCard } from "./StatCard";

const inLocale = (locale: string, ui: ReactElement) => <ThemeProvider locale={locale}>{ui}</ThemeProvider>;

/** Intl separates groups and currency with non-breaking spaces; compare on plain spaces. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("StatCard", () => {
  itSupportsConformance({
    render: (props) => <StatCard label="Tickets sold" value={1200} {...props} />,
  });

  it("pairs the label with the value formatted in the locale", () => {
    render(inLocale("it", <StatCard label="Biglietti venduti" value={12345.5} />));
    expect(screen.getByRole("term")).toHaveTextContent("Biglietti venduti");
    expect(screen.getByRole("definition")).toHaveTextContent("12.345,5");
  });

  it("formats currencies with formatOptions and keeps strings as given", () => {
    const { rerender } = render(
      inLocale(
        "de",
        <StatCard label="Umsatz" value={1234.5} formatOptions={{ style: "currency", currency: "EUR" }} />,
      ),
    );
    expect(plain(screen.getByRole("definition").textContent)).toBe("1.234,50 €");
    rerender(inLocale("de", <StatCard label="Umsatz" value="≈ 1,2 Mio." />));
    expect(screen.getByRole("definition")).toHaveTextContent("≈ 1,2 Mio.");
  });

  it("shows the change with its sign, in the tone of good or bad news", () => {
    const { rerender } = render(
      inLocale("en", <StatCard label="Sales" value={10} change={0.124} changeLabel="vs last month" />),
    );
    const rise = screen.getByText("+12.4%");
    expect(screen.getByText("vs last month")).toBeInTheDocument();
    const good = rise.parentElement!.className;

    rerender(inLocale("en", <StatCard label="Sales" value={10} change={-0.05} />));
    const fall = screen.getByText("-5%");
    expect(fall.parentElement!.className).not.toBe(good);

    // For refunds a rise is bad news: the same tone as a fall in sales.
    rerender(inLocale("en", <StatCard label="Refunds" value={3} change={0.05} lowerIsBetter />));
    expect(screen.getByText("+5%").parentElement!.className).toBe(fall.parentElement!.className);

    rerender(inLocale("en", <StatCard label="Sales" value={10} change={0} />));
    expect(screen.getByText("0%")).toBeInTheDocument();
  });

  it("shows placeholders, says it is loading and is busy while loading", () => {
    const { container } = render(
      inLocale("en", <StatCard label="Tickets sold" value={1200} change={0.1} isLoading />),
    );
    expect(container.firstElementChild!.querySelector("section")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("definition")).toHaveTextContent("Loading");
    expect(screen.queryByText("1,200")).toBeNull();
    expect(screen.queryByText("+10%")).toBeNull();
    expect(container.querySelectorAll("[data-shape]")).toHaveLength(2);
  });
});
