export { NativeForm, type NativeFormProps } from "./NativeForm";
