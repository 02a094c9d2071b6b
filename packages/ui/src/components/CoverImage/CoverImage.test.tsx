import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { CoverImage } from "./CoverImage";

const photo = "https://cdn.example.com/cover.jpg";

describe("CoverImage", () => {
  itSupportsConformance({
    render: (props) => <CoverImage src={photo} alt="The lake at dawn" {...props} />,
    refType: HTMLImageElement,
  });

  it("shows the image with its text alternative", () => {
    render(<CoverImage src={photo} alt="The lake at dawn" />);
    expect(screen.getByRole("img", { name: "The lake at dawn" })).toHaveAttribute("src", photo);
  });

  it("is left out of the accessibility tree when decorative", () => {
    const { container } = render(<CoverImage src={photo} alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("changes class with the height and the radius, never through an inline style", () => {
    render(
      <>
        <CoverImage data-testid="md" src={photo} alt="" />
        <CoverImage data-testid="lg" src={photo} alt="" maxHeight="lg" />
        <CoverImage data-testid="round" src={photo} alt="" radius="lg" />
      </>,
    );
    const md = screen.getByTestId("md");
    expect(screen.getByTestId("lg").className).not.toBe(md.className);
    expect(screen.getByTestId("round").classList.length).toBe(md.classList.length + 1);
    expect(md).not.toHaveAttribute("style");
  });
});
