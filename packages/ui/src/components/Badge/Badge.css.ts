import { type ComplexStyleRule, createVar, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/vars.css";
import { type BadgeTone, type BadgeVariant, badgeTones, badgeVariants } from "./badgeVariants";

const dotColor = createVar();

/** Only the pairs the theme guarantees at 4.5:1; the dot takes the fill colour of the variant. */
const toneStyles = (tone: BadgeTone): Record<BadgeVariant, ComplexStyleRule> => {
  const p = vars.color[tone];
  return {
    subtle: { backgroundColor: p.subtle, color: p.text, vars: { [dotColor]: p.solid } },
    solid: { backgroundColor: p.solid, color: p.onSolid, vars: { [dotColor]: p.onSolid } },
    outline: {
      backgroundColor: "transparent",
      color: p.text,
      borderColor: p.border,
      vars: { [dotColor]: p.solid },
    },
  };
};

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    maxWidth: "100%",
    border: "1px solid transparent",
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: "nowrap",
    verticalAlign: "middle",
  },
  variants: {
    variant: Object.fromEntries(badgeVariants.map((variant) => [variant, {}])) as Record<
      BadgeVariant,
      object
    >,
    tone: Object.fromEntries(badgeTones.map((tone) => [tone, {}])) as Record<BadgeTone, object>,
    size: {
      sm: { minHeight: 20, paddingInline: vars.space.sm, fontSize: vars.font.size.xs },
      md: { minHeight: 24, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
    },
  },
  compoundVariants: badgeTones.flatMap((tone) =>
    badgeVariants.map((variant) => ({ variants: { tone, variant }, style: toneStyles(tone)[variant] })),
  ),
  defaultVariants: { variant: "subtle", tone: "neutral", size: "md" },
});

/** The label itself truncates, so a long status never breaks a table row. */
export const text = style({ overflow: "hidden", textOverflow: "ellipsis", minWidth: 0 });

export const dot = style({
  width: 6,
  height: 6,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: dotColor,
});

export const icon = style({ display: "inline-flex", flexShrink: 0 });
