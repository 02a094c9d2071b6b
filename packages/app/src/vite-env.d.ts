/// <reference types="vite/client" />

// Catalogs are compiled by @lingui/vite-plugin when a screen imports them.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
