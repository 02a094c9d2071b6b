import { globalStyle, style } from "@vanilla-extract/css";
import { quietToggle, stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import { inputBox } from "../Field/Field.css";

/** The field's box: toolbar on top, the document below. Reuses the inputBox border and states. */
export const box = style([
  inputBox,
  {
    flexDirection: "column",
    alignItems: "stretch",
    gap: 0,
    paddingInline: 0,
    // The toolbar's divider and the document must not spill over the rounded corners.
    overflow: "hidden",
  },
]);

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
});

export const toolbarDivider = style({
  alignSelf: "stretch",
  width: 1,
  marginInline: vars.space.xxs,
  backgroundColor: vars.color.border.default,
  border: 0,
});

const toolToggle = quietToggle("[data-selected]");

export const toolButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: 32,
  minHeight: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text.default,
  ...toolToggle,
  selectors: { ...toolToggle.selectors, "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" } },
});

export const toolIcon = style({ display: "inline-flex", flexShrink: 0 });

/** The inline form that asks for a link's address, between the toolbar and the document. */
export const linkForm = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
});

export const linkField = style(stacked(vars.space.xs));

/** The address and its buttons on one line, wrapping under each other when narrow. */
export const linkRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const linkInput = style([inputBox, { flex: "1 1 12rem", width: "auto", minWidth: 0, minHeight: 32 }]);

/** Holds the document and its placeholder, which is drawn over the empty first line. */
export const documentArea = style({ position: "relative", display: "flex", flexDirection: "column" });

export const placeholder = style({
  position: "absolute",
  insetBlockStart: vars.space.sm,
  insetInline: vars.space.md,
  color: vars.color.text.muted,
  pointerEvents: "none",
  userSelect: "none",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** The ProseMirror element (Tiptap's editable root). */
export const prose = style({
  flex: 1,
  minHeight: 120,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text.default,
  lineHeight: vars.font.lineHeight.normal,
  outline: "none",
  overflowWrap: "anywhere",
  whiteSpace: "pre-wrap",
  cursor: "text",
  selectors: { '&[contenteditable="false"]': { cursor: "not-allowed" } },
});

globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space.sm });
globalStyle(`${prose} p`, { margin: 0 });
globalStyle(`${prose} h2, ${prose} h3`, {
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.default,
});
globalStyle(`${prose} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${prose} h3`, { fontSize: vars.font.size.lg });
globalStyle(`${prose} > :is(h2, h3):not(:first-child)`, { marginBlockStart: vars.space.lg });
globalStyle(`${prose} ul, ${prose} ol`, { margin: 0, paddingInlineStart: vars.space.xl });
globalStyle(`${prose} ul`, { listStyleType: "disc" });
globalStyle(`${prose} ol`, { listStyleType: "decimal" });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space.xxs });
globalStyle(`${prose} li > p`, { margin: 0 });
globalStyle(`${prose} a`, {
  color: vars.color.text.link,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
});
globalStyle(`${prose} strong`, { fontWeight: vars.font.weight.bold });
