export { PublicOrganizerPreviewScreen as Component } from "./PublicOrganizerScreen";
