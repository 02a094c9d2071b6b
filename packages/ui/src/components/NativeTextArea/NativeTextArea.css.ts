import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import { input } from "../NativeInput/NativeInput.css";

/** The field's box of the design system, taller, growing by hand only downwards. */
export const textArea = style([
  input,
  { paddingBlock: vars.space.sm, resize: "vertical", lineHeight: vars.font.lineHeight.normal },
]);
