import { style, styleVariants } from "@vanilla-extract/css";
import { plainInputBox, stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const field = style(stacked(vars.space.xxs));

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

/** The field's box of the design system, in plain HTML. */
export const input = style({
  ...plainInputBox,
  width: "100%",
  minHeight: 44,
  borderRadius: vars.radius.md,
  selectors: {
    ...plainInputBox.selectors,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.text },
    "&:disabled": { color: vars.color.text.disabled, cursor: "not-allowed" },
  },
});

export const width = styleVariants({ full: {}, short: { maxWidth: "12em" } });
