export { ConfirmEmailAddressScreen as Component } from "./ConfirmEmailScreens";
