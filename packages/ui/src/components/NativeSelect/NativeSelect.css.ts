import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import { input } from "../NativeInput/NativeInput.css";

/** The field's box of the design system, with the browser's own arrow kept (it works everywhere). */
export const select = style([input, { paddingInlineEnd: vars.space.sm, cursor: "pointer" }]);

export const width = styleVariants({ full: {}, short: { maxWidth: "16em" } });
