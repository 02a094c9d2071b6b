export { NativeButton, type NativeButtonProps } from "./NativeButton";
