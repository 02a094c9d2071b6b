import { z } from "zod";
import { defaultLocale, supportedLocales } from "../rules/resolveLocale";

/**
 * The runtime configuration: what a reseller sets on the server, injected into
 * `index.html` as JSON and read once by the app at boot. Nothing here is a secret: the server
 * builds it from its environment and it is visible to every visitor.
 */
export const runtimeConfigSchema = z.object({
  /** The product's name: titles, mail, the powered-by footer's provider name. */
  appName: z.string().min(1).default("Varco"),
  /** Branding colours (`#rrggbb`); unset → the ui's defaults (#40296C / #3D0B44). */
  primaryColor: z.string().nullable().default(null),
  secondaryColor: z.string().nullable().default(null),
  faviconUrl: z.string().nullable().default(null),
  /** Logo for dark surfaces and for light ones. */
  logoDarkUrl: z.string().nullable().default(null),
  logoLightUrl: z.string().nullable().default(null),
  /** Support chat: script base URL and the website token it is given. */
  supportChatBaseUrl: z.string().nullable().default(null),
  supportChatWebsiteToken: z.string().nullable().default(null),
  hideAboutLink: z.boolean().default(false),
  termsUrl: z.string().nullable().default(null),
  privacyUrl: z.string().nullable().default(null),
  /** The platform's support address (not an organiser's). */
  supportEmail: z.string().nullable().default(null),
  /** Card payments (Stripe) publishable key; never the secret one. */
  cardPaymentPublishableKey: z.string().nullable().default(null),
  /** Licence bought: hides the powered-by footer. */
  licensed: z.boolean().default(false),
  /** Where the app is served from (links in widgets and mail). */
  frontendUrl: z.string().nullable().default(null),
  /** Shown where an event or organiser has no image of its own. */
  defaultImageUrl: z.string().nullable().default(null),
  /** The API's base URL as the server reaches it, and as the browser does (default `/api`). */
  apiUrlServer: z.string().nullable().default(null),
  apiUrlClient: z.string().default("/api"),
  /** The deployment's language for visitors who have not chosen one. */
  defaultLocale: z.enum(supportedLocales).default(defaultLocale),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The id of the `<script type="application/json">` element the server fills in `index.html`. */
export const runtimeConfigElementId = "varco-runtime-config";
