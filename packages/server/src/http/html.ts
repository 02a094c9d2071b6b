// Shared with the app, which writes the heads of the pages it renders on the server.
export { escapeHtml, scriptSafeJson } from "@varco/domain";
