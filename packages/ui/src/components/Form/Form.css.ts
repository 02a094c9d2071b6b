import { style } from "@vanilla-extract/css";
import { stacked } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";

export const form = style({
  ...stacked(vars.space.lg),
  minWidth: 0,
});

/** The form-level error: the server's message and errors for fields the form does not show. */
export const summary = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.border}`,
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.text.default,
  fontSize: vars.font.size.sm,
  overflowWrap: "anywhere",
});

export const summaryIcon = style({ display: "inline-flex", flexShrink: 0, color: vars.color.danger.text });

export const summaryText = style({
  ...stacked(vars.space.xs),
  minWidth: 0,
});

export const summaryMessage = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const summaryList = style({ margin: 0, paddingInlineStart: vars.space.lg });
