// Internal building blocks shared by the field components; not exported from the package.
export * from "./Field.css";
export {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldFrame,
  type FieldFrameProps,
  FieldLabel,
  fieldClassName,
  splitFieldChrome,
} from "./FieldParts";
