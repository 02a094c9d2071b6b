// The preview shares the public event page's chunk: only the address differs.
export { PublicEventPreviewScreen as Component } from "./PublicEventScreen";
