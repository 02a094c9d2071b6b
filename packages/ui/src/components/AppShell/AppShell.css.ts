import { keyframes, style } from "@vanilla-extract/css";
import { overlaySurface, quietToggle, spreadRow, stacked } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { vars } from "../../theme/vars.css";

/** Below this width the sidebar becomes a drawer behind the menu button. */
export const NARROW_BELOW = 768;
const narrow = `(max-width: ${NARROW_BELOW - 0.02}px)`;
const wide = `(min-width: ${NARROW_BELOW}px)`;

export const shell = style({
  display: "grid",
  gridTemplateColumns: "256px minmax(0, 1fr)",
  gridTemplateRows: "auto 1fr",
  gridTemplateAreas: '"sidebar topbar" "sidebar main"',
  minHeight: "100dvh",
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.default,
  "@media": {
    [narrow]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateAreas: '"topbar" "main"',
    },
  },
});

export const skipLink = style({
  position: "fixed",
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.layer.max,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary.solid,
  color: vars.color.primary.onSolid,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  // Off screen until focused: only keyboard users meet it, as their first tab stop.
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none", ...focusRing } },
});

export const sidebar = style({
  gridArea: "sidebar",
  position: "sticky",
  insetBlockStart: 0,
  ...stacked(vars.space.lg),
  height: "100dvh",
  overflowY: "auto",
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
  borderInlineEnd: `1px solid ${vars.color.border.default}`,
  "@media": { [narrow]: { display: "none" } },
});

export const sidebarBrand = style({ display: "flex", alignItems: "center", minHeight: 40 });

export const sidebarFooter = style({ marginBlockStart: "auto" });

export const navList = style({
  ...stacked(vars.space.xxs),
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: 40,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text.default,
  fontWeight: vars.font.weight.medium,
  textDecoration: "none",
  overflowWrap: "anywhere",
  ...quietToggle("[data-current]"),
});

export const navIcon = style({ display: "inline-flex", flexShrink: 0, lineHeight: 0 });

export const topBar = style({
  gridArea: "topbar",
  position: "sticky",
  insetBlockStart: 0,
  zIndex: vars.layer.app,
  display: "flex",
  // On a phone the actions go under the brand rather than squeezing it letter by letter.
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: 56,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const menuButtonSlot = style({
  display: "none",
  "@media": { [narrow]: { display: "inline-flex" } },
});

export const topBarTitle = style({ flex: "1 0 auto", maxWidth: "100%", overflowWrap: "anywhere" });

export const topBarActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginInlineStart: "auto",
});

export const main = style({
  gridArea: "main",
  minWidth: 0,
  padding: vars.space.xl,
  outline: "none",
  "@media": { [narrow]: { padding: vars.space.lg } },
});

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: "translateX(-100%)" } });
const slideInRtl = keyframes({ from: { transform: "translateX(100%)" } });

export const drawerOverlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.layer.overlay,
  backgroundColor: vars.color.surface.backdrop,
  selectors: {
    "&[data-entering]": {
      animation: `${fadeIn} ${vars.motion.duration.modal} ${vars.motion.easing.standard}`,
    },
    "&[data-exiting]": {
      animation: `${fadeIn} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse`,
    },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      selectors: { "&[data-entering], &[data-exiting]": { animation: "none" } },
    },
    // Never shown on wide screens, where the sidebar is visible (the shell also closes it).
    [wide]: { display: "none" },
  },
});

export const drawer = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineStart: 0,
  display: "flex",
  flexDirection: "column",
  width: "min(300px, 85vw)",
  ...overlaySurface,
  selectors: {
    "&[data-entering]": {
      animation: `${slideIn} ${vars.motion.duration.modal} ${vars.motion.easing.standard}`,
    },
    "[dir=rtl] &[data-entering]": {
      animation: `${slideInRtl} ${vars.motion.duration.modal} ${vars.motion.easing.standard}`,
    },
    "&[data-exiting]": {
      animation: `${slideIn} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse`,
    },
    "[dir=rtl] &[data-exiting]": {
      animation: `${slideInRtl} ${vars.motion.duration.modal} ${vars.motion.easing.exit} reverse`,
    },
  },
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      selectors: { "&[data-entering], &[data-exiting]": { animation: "none" } },
    },
  },
});

export const drawerDialog = style({
  ...stacked(vars.space.lg),
  height: "100%",
  overflowY: "auto",
  padding: vars.space.lg,
  outline: "none",
});

export const drawerHeader = style({
  ...spreadRow("center", vars.space.sm),
  minHeight: 40,
});
