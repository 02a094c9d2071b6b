export { TextField, type TextFieldProps } from "./TextField";
export * from "./textFieldSizes";
