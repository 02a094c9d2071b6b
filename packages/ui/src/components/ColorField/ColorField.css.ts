import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

/** The swatch sits at the start of the box, so that side keeps less padding. */
export const colorGroup = style({ paddingInlineStart: vars.space.xs });

const SWATCH = 24;

/** The live colour. A ring keeps white or very pale colours visible on a white box. */
export const swatch = style({
  flexShrink: 0,
  width: SWATCH,
  height: SWATCH,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

/** A plain swatch (no picker) lines up with the button variant. */
export const staticSwatch = style({ marginInline: 2 });

export const swatchButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  padding: 2,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.color.neutral.subtleHover },
    "&[data-pressed]": { backgroundColor: vars.color.neutral.subtleActive },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "not-allowed" },
  },
});

export const picker = style(stacked(vars.space.md));

const PICKER = 192;

export const area = style({
  width: PICKER,
  height: PICKER,
  borderRadius: vars.radius.md,
  flexShrink: 0,
});

export const slider = style({ width: PICKER });

export const sliderTrack = style({ height: 24, borderRadius: vars.radius.md });

/** The draggable handle: white with a dark outline so it shows on any colour. */
export const thumb = style({
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: "2px solid white",
  boxShadow: "0 0 0 1px rgba(0, 0, 0, 0.6), inset 0 0 0 1px rgba(0, 0, 0, 0.6)",
  selectors: {
    [`${sliderTrack} &`]: { top: "50%" },
    "&[data-dragging]": { width: 24, height: 24 },
    "&[data-focus-visible]": {
      width: 24,
      height: 24,
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: 2,
    },
  },
});
