export { Select, type SelectProps } from "./Select";
export {
  SelectItem,
  type SelectItemProps,
  type SelectOption,
  SelectSection,
  type SelectSectionProps,
} from "./SelectItem";
