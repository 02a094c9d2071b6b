import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { focusRing, plainInputBox, stacked, vars } from "@varco/ui/theme";

// The scanner at the door: a phone held in one hand, in the dark, read at arm's length. Dark
// surfaces (the page's ThemeProvider is in dark mode, in the event's colours), large type, every
// control at least 48 px tall and wide, the verdict a band of colour with its words and its icon.

export const screen = style({
  width: "100%",
  maxWidth: 560,
  marginInline: "auto",
  padding: vars.space.md,
  ...stacked(vars.space.md),
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.md,
});

export const eventTitle = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const listName = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
});

export const counter = style({
  margin: 0,
  textAlign: "end",
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

globalStyle(`${counter} strong`, {
  display: "block",
  color: vars.color.text.default,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const status = style({
  margin: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const connection = styleVariants({
  online: { color: vars.color.success.text },
  offline: { color: vars.color.warning.text },
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.warning.borderStrong}`,
  backgroundColor: vars.color.warning.subtle,
  color: vars.color.warning.textStrong,
});

export const camera = style({
  position: "relative",
  aspectRatio: "1",
  width: "100%",
  maxHeight: "45vh",
  borderRadius: vars.radius.xl,
  overflow: "hidden",
  backgroundColor: vars.color.neutral.subtle,
  alignItems: "center",
  justifyContent: "center",
  ...stacked(vars.space.md),
  padding: vars.space.md,
  textAlign: "center",
});

export const video = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
});

export const cameraControls = style({
  position: "absolute",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: 48,
  minWidth: 48,
  paddingInline: vars.space.lg,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.default,
  font: "inherit",
  fontWeight: vars.font.weight.medium,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": focusRing,
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.warning.solid,
      color: vars.color.warning.onSolid,
    },
  },
});

export const primary = style({
  backgroundColor: vars.color.primary.solid,
  borderColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
});

/** The verdict: a band of the outcome's colour. */
export const verdict = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  minHeight: 160,
});

export const tone = styleVariants({
  success: { backgroundColor: vars.color.success.solid, color: vars.color.success.onSolid },
  warning: { backgroundColor: vars.color.warning.solid, color: vars.color.warning.onSolid },
  danger: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
  neutral: { backgroundColor: vars.color.neutral.solid, color: vars.color.neutral.onSolid },
});

export const verdictIcon = style({ width: 72, height: 72, flexShrink: 0 });

export const verdictTitle = style({
  margin: 0,
  fontSize: "2.25rem",
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});

export const verdictDetail = style({ gridColumn: "1 / -1", margin: 0, fontSize: vars.font.size.lg });

export const verdictActions = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

globalStyle(`${verdictActions} button`, { flex: "1 1 auto" });

export const field = style(stacked(vars.space.xs));

export const row = style({ display: "flex", gap: vars.space.sm });

export const input = style({
  ...plainInputBox,
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  borderRadius: vars.radius.lg,
  fontSize: vars.font.size.lg,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });

export const people = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  ...stacked(vars.space.xs),
});

export const person = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
});

export const muted = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const section = style(stacked(vars.space.sm));

export const languages = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: "none",
});

globalStyle(`${languages} a`, {
  color: vars.color.text.link,
  display: "inline-block",
  padding: vars.space.xs,
});
