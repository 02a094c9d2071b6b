// Internal building blocks shared by the field components; not exported from the package.
export * from "./Field.css";
export { type FieldChromeProps, FieldDescription, FieldErrorText, FieldLabel } from "./FieldParts";
