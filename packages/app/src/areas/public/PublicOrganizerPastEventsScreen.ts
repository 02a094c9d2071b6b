export { PublicOrganizerPastEventsScreen as Component } from "./PublicOrganizerScreen";
