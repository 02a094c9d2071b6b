import { style } from "@vanilla-extract/css";
import { vars } from "@varco/ui/theme";

// The fields beside the preview on a wide screen, above it on a narrow one; the preview wider,
// and kept in view while the fields scroll.
export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": {
    "screen and (min-width: 1024px)": { gridTemplateColumns: "minmax(18rem, 24rem) minmax(0, 1fr)" },
  },
});

export const previewColumn = style({
  "@media": { "screen and (min-width: 1024px)": { position: "sticky", top: vars.space.lg } },
});

// The public page, drawn in a frame the height of most of the screen, scrolled inside.
export const previewFrame = style({
  maxHeight: "80vh",
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

// A palette's colours side by side on its button.
export const swatches = style({ display: "inline-flex", gap: 2 });

export const swatch = style({
  display: "inline-block",
  width: 14,
  height: 14,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
});
