import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Text } from "./Text";
import { textTones } from "./textVariants";

describe("Text", () => {
  itSupportsConformance({ render: (props) => <Text {...props}>Hello</Text> });

  it("renders a span by default and the element asked for", () => {
    render(
      <>
        <Text>Inline</Text>
        <Text as="p">Paragraph</Text>
        <Text as="div">Block</Text>
      </>,
    );
    expect(screen.getByText("Inline").tagName).toBe("SPAN");
    expect(screen.getByText("Paragraph").tagName).toBe("P");
    expect(screen.getByText("Block").tagName).toBe("DIV");
  });

  it("gives every tone its own class", () => {
    render(
      textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}
        </Text>
      )),
    );
    const classes = new Set(textTones.map((tone) => screen.getByText(tone).className));
    expect(classes.size).toBe(textTones.length);
  });

  it("keeps the whole text in the DOM when truncated", () => {
    const long = "Organizza viaggi e eventi con un titolo lunghissimo che non entra";
    render(
      <>
        <Text>{long}</Text>
        <Text truncate>{`${long}!`}</Text>
      </>,
    );
    const truncated = screen.getByText(`${long}!`);
    expect(truncated.className).not.toBe(screen.getByText(long).className);
  });
});
