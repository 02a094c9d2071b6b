export {
  NativeCheckbox,
  type NativeCheckboxProps,
  NativeChoiceGroup,
  type NativeChoiceGroupProps,
} from "./NativeChoice";
