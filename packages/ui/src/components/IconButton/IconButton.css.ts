import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { pressable } from "../../theme/styleRules";
import { actionToneStyles } from "../Button/actionToneStyles";
import {
  type IconButtonTone,
  type IconButtonVariant,
  iconButtonTones,
  iconButtonVariants,
} from "./iconButtonVariants";

export const iconButton = recipe({
  base: {
    ...pressable,
    flexShrink: 0,
    padding: 0,
    transitionProperty: "background-color, border-color, color",
    "@media": { "(prefers-reduced-motion: reduce)": { transitionDuration: "0s" } },
  },
  variants: {
    variant: Object.fromEntries(iconButtonVariants.map((variant) => [variant, {}])) as Record<
      IconButtonVariant,
      object
    >,
    tone: Object.fromEntries(iconButtonTones.map((tone) => [tone, {}])) as Record<IconButtonTone, object>,
    // Square, and at least 32 px so it stays an easy target on touch screens.
    size: {
      sm: { width: 32, height: 32 },
      md: { width: 40, height: 40 },
      lg: { width: 48, height: 48 },
    },
  },
  compoundVariants: iconButtonTones.flatMap((tone) =>
    iconButtonVariants.map((variant) => ({
      variants: { tone, variant },
      style: actionToneStyles(tone)[variant],
    })),
  ),
  defaultVariants: { variant: "ghost", tone: "neutral", size: "md" },
});

export const glyph = style({ display: "inline-flex", lineHeight: 0 });
