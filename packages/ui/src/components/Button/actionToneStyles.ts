import type { ComplexStyleRule } from "@vanilla-extract/css";
import { pressFills } from "../../theme/styleRules";
import { vars } from "../../theme/vars.css";
import type { ButtonTone } from "./buttonVariants";

/**
 * The fills of pressable things (Button, IconButton) in one tone, keyed on react-aria's data
 * attributes. Text only on the pairs the theme guarantees: onSolid on solid steps, text on subtle
 * steps and page surfaces.
 */
export function actionToneStyles(
  tone: ButtonTone,
): Record<"solid" | "outline" | "subtle" | "ghost", ComplexStyleRule> {
  const p = vars.color[tone];
  return {
    solid: { backgroundColor: p.solid, color: p.onSolid, selectors: pressFills(p.solidHover, p.solidActive) },
    outline: {
      backgroundColor: "transparent",
      color: p.text,
      borderColor: p.borderStrong,
      selectors: pressFills(p.subtle, p.subtleHover),
    },
    subtle: {
      backgroundColor: p.subtle,
      color: p.text,
      selectors: pressFills(p.subtleHover, p.subtleActive),
    },
    // No fill until hovered: for toolbars and top bars where a row of filled squares would be noise.
    ghost: {
      backgroundColor: "transparent",
      color: p.text,
      selectors: pressFills(p.subtleHover, p.subtleActive),
    },
  };
}
