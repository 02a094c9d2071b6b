import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { BarChart } from "./BarChart";

const inLocale = (locale: string, ui: ReactElement) => <ThemeProvider locale={locale}>{ui}</ThemeProvider>;
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

const week = [
  { label: "Mon", value: 120.5 },
  { label: "Tue", value: 0 },
  { label: "Wed", value: 1250 },
];

describe("BarChart", () => {
  itSupportsConformance({
    render: (props) => (
      <BarChart title="Sales" data={week} labelHeader="Day" valueHeader="Sales" {...props} />
    ),
  });

  it("draws one bar per figure, the tallest at full height, and hides the drawing from screen readers", () => {
    const { container } = render(
      inLocale("en", <BarChart title="Sales" data={week} labelHeader="Day" valueHeader="Sales" />),
    );
    const bars = container.querySelectorAll("svg rect");
    expect(bars).toHaveLength(3);
    expect(bars[2]).toHaveAttribute("height", "100");
    expect(bars[1]).toHaveAttribute("height", "0");
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("gives screen readers every figure in a table, formatted in the locale", () => {
    render(
      inLocale(
        "it",
        <BarChart
          title="Vendite della settimana"
          data={week}
          labelHeader="Giorno"
          valueHeader="Vendite"
          formatOptions={{ style: "currency", currency: "EUR" }}
        />,
      ),
    );
    expect(screen.getByRole("figure", { name: "Vendite della settimana" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Vendite della settimana" });
    const wednesday = within(table).getByRole("rowheader", { name: "Wed" }).closest("tr")!;
    expect(plain(within(wednesday).getByRole("cell").textContent)).toBe("1250,00 €");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Giorno", "Vendite"]);
  });

  it("labels at most maxLabels bars so the labels never overlap", () => {
    const month = Array.from({ length: 30 }, (_, day) => ({ label: `D${day + 1}`, value: day }));
    const { container } = render(
      inLocale(
        "en",
        <BarChart title="Month" data={month} labelHeader="Day" valueHeader="Sales" maxLabels={6} />,
      ),
    );
    const shown = [...container.querySelectorAll("ol li")].filter((item) => item.textContent !== "");
    expect(shown.map((item) => item.textContent)).toEqual(["D1", "D6", "D11", "D16", "D21", "D26"]);
  });

  it("marks every other shown label to go when the chart is narrow (a week on a phone)", () => {
    const days = Array.from({ length: 7 }, (_, day) => ({ label: `${day + 20} nov`, value: day }));
    const { container } = render(
      inLocale("it", <BarChart title="Vendite" data={days} labelHeader="Giorno" valueHeader="Vendite" />),
    );
    const thin = [...container.querySelectorAll("ol li[data-thin]")].map((item) => item.textContent);
    expect(thin).toEqual(["21 nov", "23 nov", "25 nov"]);
  });
});
