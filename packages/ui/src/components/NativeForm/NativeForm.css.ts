import { style } from "@vanilla-extract/css";
import { form } from "../Form/Form.css";

/** Form's layout: the summary, then the fields, a column. */
export const nativeForm = style([form]);
