import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Avatar } from "./Avatar";
import { initialsOf } from "./initialsOf";

describe("initialsOf", () => {
  it.each([
    ["Maria Grazia Rossi", "MR"],
    ["Anna", "A"],
    ["anna bianchi", "AB"],
    ["  Luca   Verdi  ", "LV"],
    ["Jean-Luc Picard", "JP"],
    ["Émile Zola", "ÉZ"],
    ["E\u0301mile Zola", "E\u0301Z"],
    ["Nguyễn Văn An", "NA"],
    ["ấn độ", "ẤĐ"],
    ["张伟", "张"],
    ["王 小明", "王小"],
    ["𝒜lice 𝒵eta", "𝒜𝒵"],
    ["😀 Smile", "😀S"],
    ["👩‍💻 Dev", "👩‍💻D"],
    ["🇮🇹 Italia", "🇮🇹I"],
    ["", ""],
    ["   ", ""],
  ])("%j → %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("Avatar", () => {
  itSupportsConformance({
    render: (props) => <Avatar name="Anna Bianchi" {...props} />,
    refType: HTMLSpanElement,
  });

  it("shows the picture named with the full name", () => {
    render(<Avatar name="Maria Grazia Rossi" src="/maria.jpg" />);
    const image = screen.getByRole("img", { name: "Maria Grazia Rossi" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("src", "/maria.jpg");
  });

  it("shows the initials, named with the full name, without a picture", () => {
    render(<Avatar name="  Maria Grazia Rossi " />);
    const fallback = screen.getByRole("img", { name: "Maria Grazia Rossi" });
    expect(fallback.tagName).toBe("SPAN");
    expect(fallback).toHaveTextContent("MR");
  });

  it("falls back to the initials when the picture fails, and tries a new picture", () => {
    const { rerender } = render(<Avatar name="Luca Verdi" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Luca Verdi" }));
    const fallback = screen.getByRole("img", { name: "Luca Verdi" });
    expect(fallback.tagName).toBe("SPAN");
    expect(fallback).toHaveTextContent("LV");

    rerender(<Avatar name="Luca Verdi" src="/luca.jpg" />);
    expect(screen.getByRole("img", { name: "Luca Verdi" })).toHaveAttribute("src", "/luca.jpg");
  });

  it("colours the initials with the tone", () => {
    const { container, rerender } = render(<Avatar name="Anna" tone="neutral" />);
    const neutral = container.querySelector("[role=img]")!.className;
    rerender(<Avatar name="Anna" tone="teal" />);
    expect(container.querySelector("[role=img]")!.className).not.toBe(neutral);
  });
});
