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

  it("offers the browser its copies by format and width, keeping its own size for the layout", () => {
    const { container } = render(
      <CoverImage
        src={photo}
        alt="The lake at dawn"
        width={1200}
        height={600}
        sizes="(min-width: 800px) 720px, 100vw"
        sources={[
          { type: "image/avif", srcSet: "/a-480w.avif 480w, /a-960w.avif 960w" },
          { type: "image/webp", srcSet: "/a-480w.webp 480w, /a-960w.webp 960w" },
        ]}
      />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", "/a-480w.avif 480w, /a-960w.avif 960w");
    expect(sources[0]).toHaveAttribute("sizes", "(min-width: 800px) 720px, 100vw");
    const image = screen.getByRole("img", { name: "The lake at dawn" });
    expect(image.parentElement?.tagName).toBe("PICTURE");
    expect(image).toHaveAttribute("src", photo);
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "600");
  });

  it("is a plain image without copies", () => {
    const { container } = render(<CoverImage src={photo} alt="" sources={[]} />);
    expect(container.querySelector("picture")).toBeNull();
  });
});
