import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { quickTransition, spreadRow, stacked, titleText } from "../../theme/styleRules";
import { focusRing } from "../../theme/theme.css";
import { type Space, spaceScale } from "../../theme/tokens";
import { vars } from "../../theme/vars.css";

export const card = recipe({
  base: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    minWidth: 0,
    border: "1px solid transparent",
    borderRadius: vars.radius.lg,
    color: vars.color.text.default,
    ...quickTransition("box-shadow", "border-color"),
  },
  variants: {
    variant: {
      outline: {
        backgroundColor: vars.color.surface.raised,
        borderColor: vars.color.border.default,
        boxShadow: vars.shadow.sm,
      },
      elevated: { backgroundColor: vars.color.surface.raised, boxShadow: vars.shadow.md },
      subtle: { backgroundColor: vars.color.neutral.subtle },
    },
    padding: Object.fromEntries(spaceScale.map((step) => [step, { padding: vars.space[step] }])) as Record<
      Space,
      { padding: string }
    >,
    /** The whole card answers the pointer when its title is a link. */
    interactive: {
      true: {
        selectors: {
          "&:hover": { borderColor: vars.color.border.strong, boxShadow: vars.shadow.md },
        },
      },
      false: {},
    },
  },
  defaultVariants: { variant: "outline", padding: "lg", interactive: false },
});

/** On a narrow screen the actions wrap under the title rather than squeezing it to a letter a line. */
export const header = style({
  ...spreadRow("flex-start", vars.space.md),
  flexWrap: "wrap",
});

export const headings = style({
  ...stacked(vars.space.xxs),
  flex: "1 1 12rem",
  minWidth: 0,
});

export const title = style(titleText);

/** The title link stretches over the whole card, so the card is one large target with one name. */
export const titleLink = style({
  color: "inherit",
  textDecoration: "none",
  outline: "none",
  cursor: "pointer",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: "inherit" },
    "&[data-hovered]": { textDecoration: "underline" },
    // The ring goes round the whole card, the link's real extent.
    "&[data-focus-visible]::after": focusRing,
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  overflowWrap: "anywhere",
});

/** Header actions sit above the stretched link so they stay clickable on their own. */
export const actions = style({
  position: "relative",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  flexShrink: 0,
  maxWidth: "100%",
});

export const body = style({ minWidth: 0 });

export const footer = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  position: "relative",
});
