import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";
import { alignWithFirstLine, choiceControl, choiceRoot } from "../Checkbox/choiceStyles";

const markSize = "18px";

/** One choice: its label (mark and text), then its hint and error. */
export const root = style({ ...choiceRoot, overflowWrap: "anywhere" });

export const control = style(choiceControl);

/** The browser's own box or circle, in the brand's colour. */
export const mark = style({
  ...alignWithFirstLine(markSize),
  width: markSize,
  height: markSize,
  margin: 0,
  accentColor: vars.color.primary.solid,
  cursor: "inherit",
  selectors: {
    "&:focus-visible": focusRing,
    '&[aria-invalid="true"]': { outline: `1.5px solid ${vars.color.danger.text}`, outlineOffset: 1 },
  },
});

/** Hint and error under a choice, aligned with its text rather than its mark. */
export const details = style({
  ...stacked(vars.space.xxs),
  paddingInlineStart: `calc(${markSize} + ${vars.space.sm})`,
});

/** A group: its legend, hint, choices and error, without the fieldset's default frame. */
export const group = style({
  ...stacked(vars.space.xs),
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: "none",
});

export const legend = style({
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const choices = style(stacked(vars.space.xs));
