import { style, styleVariants } from "@vanilla-extract/css";
import { type Space, spaceScale } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";

const line = {
  flexShrink: 0,
  margin: 0,
  border: 0,
  backgroundColor: vars.color.border.default,
} as const;

export const divider = styleVariants({
  horizontal: { ...line, display: "block", width: "100%", height: 1 },
  vertical: { ...line, display: "inline-block", width: 1, alignSelf: "stretch", minHeight: "1em" },
});

/** The space on both sides of the line, from the space scale. */
export const horizontalSpacing = styleVariants(
  Object.fromEntries(spaceScale.map((step) => [step, { marginBlock: vars.space[step] }])) as Record<
    Space,
    { marginBlock: string }
  >,
);

export const verticalSpacing = styleVariants(
  Object.fromEntries(spaceScale.map((step) => [step, { marginInline: vars.space[step] }])) as Record<
    Space,
    { marginInline: string }
  >,
);

export const labelled = styleVariants({
  horizontal: { display: "flex", alignItems: "center", gap: vars.space.md, width: "100%" },
  vertical: {
    display: "inline-flex",
    flexDirection: "column",
    alignItems: "center",
    gap: vars.space.sm,
    alignSelf: "stretch",
  },
});

/** Each line of a labelled divider takes half of the space left by the label. */
export const labelledLine = styleVariants({
  horizontal: { ...line, flex: 1, height: 1, width: "auto" },
  vertical: { ...line, flex: 1, width: 1, minHeight: "1em" },
});

export const label = style({
  flexShrink: 1,
  minWidth: 0,
  maxWidth: "80%",
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  textAlign: "center",
  overflowWrap: "anywhere",
});
