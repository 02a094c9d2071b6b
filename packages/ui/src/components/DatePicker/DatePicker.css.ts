import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";

/** The box holding segments and the calendar button keeps less padding next to the button. */
export const pickerGroup = style({ paddingInlineEnd: vars.space.xs });

/** Pushes the calendar button to the end of the box however wide the segments are. */
export const calendarButton = style({ marginInlineStart: "auto", flexShrink: 0 });

export const dateInput = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  minWidth: 0,
  minHeight: 38,
  fontVariantNumeric: "tabular-nums",
  outline: "none",
});

export const segment = style({
  paddingInline: 1,
  borderRadius: vars.radius.sm,
  outline: "none",
  caretColor: "transparent",
  selectors: {
    "&[data-placeholder], &[data-type=literal]": { color: vars.color.text.muted },
    "&[data-invalid]": { color: vars.color.danger.text },
    // The focused segment is a small solid chip; its text uses the pair the theme guarantees.
    "&[data-focused]": { backgroundColor: vars.color.primary.solid, color: vars.color.primary.onSolid },
    "&[data-invalid][data-focused]": {
      backgroundColor: vars.color.danger.solid,
      color: vars.color.danger.onSolid,
    },
  },
});
