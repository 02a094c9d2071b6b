import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Icon } from "./Icon";
import { iconPixels } from "./iconSizes";
import { CalendarIcon, HomeIcon, MenuIcon } from "./icons";

describe("Icon", () => {
  itSupportsConformance({ render: (props) => <Icon icon={HomeIcon} {...props} /> });

  it("is hidden from the accessibility tree without a label", () => {
    const { container } = render(
      <button type="button">
        <Icon icon={HomeIcon} />
        Home
      </button>,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("span")).toHaveAttribute("aria-hidden", "true");
    // The icon adds nothing to the button's name.
    expect(screen.getByRole("button")).toHaveAccessibleName("Home");
  });

  it("is an image named by its label when given one", () => {
    render(<Icon icon={CalendarIcon} label="Event date" />);
    const image = screen.getByRole("img", { name: "Event date" });
    // Only the wrapper is announced; the drawing inside stays silent.
    expect(image.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("draws the glyph at the size's pixel width", () => {
    render(<Icon icon={MenuIcon} size="lg" label="Menu" />);
    const svg = screen.getByRole("img").querySelector("svg");
    expect(svg).toHaveAttribute("width", String(iconPixels.lg));
    expect(iconPixels).toEqual({ sm: 16, md: 20, lg: 24 });
  });
});
