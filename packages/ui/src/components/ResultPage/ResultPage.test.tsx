import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stringsFor } from "../../i18n/strings";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { ResultPage } from "./ResultPage";

const en = stringsFor("en");

describe("ResultPage", () => {
  itSupportsConformance({
    render: (props) => <ResultPage {...props} />,
    refType: HTMLDivElement,
  });

  it("says the page was not found by default, as the page's h1", () => {
    render(<ResultPage />);
    expect(screen.getByRole("heading", { level: 1, name: en.notFound })).toBeInTheDocument();
    expect(screen.getByText(en.notFoundDescription)).toBeInTheDocument();
  });

  it("says something went wrong for the error variant", () => {
    render(<ResultPage variant="error" />);
    expect(screen.getByRole("heading", { level: 1, name: en.error })).toBeInTheDocument();
    expect(screen.getByText(en.errorDescription)).toBeInTheDocument();
  });

  it("lets the app override heading and description", () => {
    render(<ResultPage heading="Evento non trovato" description="L'evento è stato rimosso." />);
    expect(screen.getByRole("heading", { name: "Evento non trovato" })).toBeInTheDocument();
    expect(screen.getByText("L'evento è stato rimosso.")).toBeInTheDocument();
    expect(screen.queryByText(en.notFound)).toBeNull();
  });

  it("links home, to / by default, with a decorative icon", () => {
    const { rerender } = render(<ResultPage />);
    const home = screen.getByRole("link", { name: en.home });
    expect(home).toHaveAttribute("href", "/");
    expect(home.querySelector("svg")?.closest("[aria-hidden]")).not.toBeNull();
    rerender(<ResultPage homeHref="/it/agency" homeLabel="Torna alla home" />);
    expect(screen.getByRole("link", { name: "Torna alla home" })).toHaveAttribute("href", "/it/agency");
  });

  it("shows no home button when there is nowhere to send the visitor", () => {
    render(<ResultPage homeHref={null} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows the logo at 140 px when given one", () => {
    const { rerender } = render(<ResultPage />);
    expect(screen.queryByRole("img")).toBeNull();
    rerender(<ResultPage logo={{ alt: "Gite Rossi", darkSrc: "/logo.svg" }} />);
    expect(screen.getByRole("img", { name: "Gite Rossi" })).toHaveAttribute("width", "140");
  });

  it("renders the footer slot", () => {
    render(<ResultPage footer={<footer>Organizza viaggi e eventi con Varco</footer>} />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Organizza viaggi e eventi con Varco");
  });

  it("speaks the locale of the nearest provider", () => {
    render(
      <ThemeProvider locale="en-GB">
        <ResultPage variant="error" />
      </ThemeProvider>,
    );
    expect(screen.getByRole("heading", { name: en.error })).toBeInTheDocument();
  });
});
