import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Logo } from "./Logo";

const dark = "https://cdn.example.com/logo-dark.svg";
const light = "https://cdn.example.com/logo-light.svg";

describe("Logo", () => {
  itSupportsConformance({
    render: (props) => <Logo alt="Gite Rossi" darkSrc={dark} {...props} />,
    refType: HTMLSpanElement,
  });

  it("shows the dark artwork by default, named by the app, 140 px wide", () => {
    render(<Logo alt="Gite Rossi" darkSrc={dark} lightSrc={light} />);
    const image = screen.getByRole("img", { name: "Gite Rossi" });
    expect(image).toHaveAttribute("src", dark);
    expect(image).toHaveAttribute("width", "140");
  });

  it("shows the light artwork for dark surfaces", () => {
    render(<Logo alt="Gite Rossi" darkSrc={dark} lightSrc={light} variant="light" width={96} />);
    const image = screen.getByRole("img", { name: "Gite Rossi" });
    expect(image).toHaveAttribute("src", light);
    expect(image).toHaveAttribute("width", "96");
  });

  it("fits a box of a given height whatever the artwork's shape, instead of a fixed width", () => {
    render(<Logo alt="Gite Rossi" darkSrc={dark} width={140} height={40} />);
    const image = screen.getByRole("img", { name: "Gite Rossi" });
    expect(image).not.toHaveAttribute("width");
    expect(image.style.maxWidth).toBe("140px");
    expect(image.style.maxHeight).toBe("40px");
  });

  it("shows the app name as text when the chosen artwork is missing", () => {
    render(<Logo alt="Gite Rossi" darkSrc={dark} variant="light" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Gite Rossi")).toBeVisible();
  });

  it("falls back to the app name when the image fails, and retries a new URL", () => {
    const { rerender } = render(<Logo alt="Gite Rossi" darkSrc={dark} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Gite Rossi")).toBeInTheDocument();
    rerender(<Logo alt="Gite Rossi" darkSrc={light} />);
    expect(screen.getByRole("img", { name: "Gite Rossi" })).toHaveAttribute("src", light);
  });
});
