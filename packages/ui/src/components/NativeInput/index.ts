export { NativeInput, type NativeInputProps } from "./NativeInput";
