export { NativeTextArea, type NativeTextAreaProps } from "./NativeTextArea";
