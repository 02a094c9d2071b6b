/** Allowed sizes of the text-like fields, shared by the components, their styles and stories. */
export const textFieldSizes = ["sm", "md", "lg"] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];
