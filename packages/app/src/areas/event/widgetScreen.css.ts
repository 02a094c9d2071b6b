import { style } from "@vanilla-extract/css";
import { vars } from "@varco/ui/theme";

// The options beside the preview on a wide screen, above it on a narrow one.
export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  gap: vars.space.lg,
  alignItems: "start",
});

export const preview = style({
  display: "block",
  width: "100%",
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.base,
});

// The plain link drawn as it will look on the organiser's page, on a neutral ground.
export const linkSample = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});
