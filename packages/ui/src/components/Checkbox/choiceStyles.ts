import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

// Style rules shared by the choice controls (Checkbox, Radio, Switch); each adds its own mark.

/** The whole choice: the clickable label, then its help text and error. */
export const choiceRoot: StyleRule = {
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  minWidth: 0,
};

/** The clickable label: the mark (box, circle or track) and the text, top-aligned. */
export const choiceControl: StyleRule = {
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  color: vars.color.text.default,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
    "&[data-readonly]": { cursor: "default" },
  },
};

/** A mark of `size` centred on the first line of the label, however tall the text runs. */
export const alignWithFirstLine = (size: string): StyleRule => ({
  flexShrink: 0,
  marginBlockStart: `calc((${vars.font.lineHeight.normal} * 1em - ${size}) / 2)`,
});
