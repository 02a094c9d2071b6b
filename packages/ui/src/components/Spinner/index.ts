export { Spinner, type SpinnerProps, spinnerSizeNames, spinnerToneNames } from "./Spinner";
