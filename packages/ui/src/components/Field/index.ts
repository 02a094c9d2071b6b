// Internal building blocks shared by the field components; not exported from the package.
export * from "./Field.css";
export {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldFrame,
  type FieldFrameProps,
  FieldLabel,
  type FieldProps,
  fieldClassName,
  splitFieldChrome,
} from "./FieldParts";
export { InputBox, type InputBoxProps, TextInputFrame, type TextInputFrameProps } from "./InputBox";
