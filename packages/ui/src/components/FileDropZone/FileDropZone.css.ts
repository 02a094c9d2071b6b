import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

/** The field is a fieldset for its grouping semantics, without the browser's frame. */
export const fieldsetReset = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const zone = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  padding: vars.space.lg,
  minHeight: 120,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  outline: "none",
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.primary.borderStrong },
    "&[data-focus-visible]": focusRing,
    // While a file is dragged over it: a solid brand border and tint say "drop here".
    "&[data-drop-target]": {
      borderStyle: "solid",
      borderColor: vars.color.primary.borderStrong,
      backgroundColor: vars.color.primary.subtle,
    },
    // Text keeps full contrast (it is not a disabled control); the border and image fade instead.
    "&[data-disabled]": { cursor: "not-allowed", borderColor: vars.color.border.default },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const placeholderIcon = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  justifyContent: "center",
  width: 56,
  height: 56,
  borderRadius: vars.radius.md,
  color: vars.color.text.muted,
});

export const preview = style({
  flexShrink: 0,
  width: 96,
  height: 96,
  objectFit: "cover",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
  selectors: { [`${zone}[data-disabled] &`]: { opacity: 0.5 } },
});

export const texts = style({ ...stacked(vars.space.xs), minWidth: 0 });

export const prompt = style({ margin: 0, fontSize: vars.font.size.md });

/** "choose a file": a real button, dressed as a link inside the sentence. */
export const browseButton = style({
  display: "inline",
  padding: 0,
  border: 0,
  background: "none",
  font: "inherit",
  fontWeight: vars.font.weight.medium,
  color: vars.color.primary.text,
  textDecoration: "underline",
  textUnderlineOffset: 2,
  cursor: "pointer",
  outline: "none",
  borderRadius: vars.radius.sm,
  selectors: {
    "&[data-hovered]": { color: vars.color.primary.textStrong },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.5 },
  },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const actions = style({ display: "flex" });

export const errorText = style({ margin: 0 });
