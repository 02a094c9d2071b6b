import { createVar, style } from "@vanilla-extract/css";
import { vars } from "../../theme/vars.css";
import { inputBox } from "../Field/Field.css";

/** Rows shown when empty, and rows the box grows to before it scrolls. */
export const minRowsVar = createVar();
export const maxRowsVar = createVar();

const lineHeight = vars.font.lineHeight.normal;
const paddingBlock = vars.space.sm;
/** Height of `rows` lines plus the padding and the 1px borders. */
const heightFor = (rows: string) => `calc(${rows} * ${lineHeight} * 1em + 2 * ${paddingBlock} + 2px)`;

// Written as `&.inputBox` so it wins over the shared chrome (a flex box for one line).
export const textArea = style({
  selectors: {
    [`&${inputBox}`]: {
      display: "block",
      minHeight: heightFor(minRowsVar),
      maxHeight: heightFor(maxRowsVar),
      paddingBlock,
      lineHeight,
      resize: "vertical",
      overflowY: "auto",
      // Grows with its content in browsers that can; others are sized by TextArea on input.
      fieldSizing: "content",
    },
    [`&${inputBox}[readonly]`]: { backgroundColor: vars.color.surface.sunken },
  },
});
