import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const page = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  minHeight: "100%",
  color: vars.color.text.default,
});

export const body = style({
  flex: 1,
  alignItems: "center",
  justifyContent: "center",
  ...stacked(vars.space.lg),
  width: "100%",
  maxWidth: 560,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  textAlign: "center",
});

export const logoSlot = style({ marginBlockEnd: vars.space.md });

export const description = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.lg,
  overflowWrap: "anywhere",
});

export const action = style({ marginBlockStart: vars.space.md, maxWidth: "100%", whiteSpace: "normal" });

export const homeIcon = style({ display: "inline-flex", flexShrink: 0 });

export const footerSlot = style({ width: "100%" });
