export { NativeSelect, type NativeSelectProps } from "./NativeSelect";
