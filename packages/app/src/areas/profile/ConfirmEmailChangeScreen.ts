export { ConfirmEmailChangeScreen as Component } from "./ConfirmEmailScreens";
