import { type RuntimeConfig, runtimeConfigSchema, supportedLocales } from "@varco/domain";
import { z } from "zod";

/**
 * The runtime configuration (the app's branding and links, `runtimeConfigSchema` in the domain) from environment
 * variables. Everything here ends up in every visitor's browser (`index.html`), so nothing secret
 * may pass: a Stripe secret key is refused by name. `config.ts` spreads these variables into its
 * schema, so a bad value stops the start naming the variable, like every other setting.
 *
 * Unset variables stay absent from `ServerConfig`; the domain schema's defaults fill them in
 * `runtimeConfigOf`.
 */

/** `true` or `false` (any case): anything else is a mistake worth stopping for, not "false". */
export const booleanVariable = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["true", "false"], { error: "must be true or false" }))
  .transform((text) => text === "true");

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour as #rrggbb, e.g. #40296C");

// Nothing that could end an attribute or a URL early once the value is written into a page:
// quotes, angle brackets, backslashes, backticks, spaces and control characters.
function hasUnsafeCharacters(text: string): boolean {
  return (
    /[\s"'<>\\`]/.test(text) ||
    [...text].some((character) => (character.codePointAt(0) ?? 0) < 0x20 || character === "\x7f")
  );
}

function isHttpUrl(text: string): boolean {
  if (hasUnsafeCharacters(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * An http(s) URL, or a path on this server (`/brand/logo.svg`). Not `//host/…` (another host
 * under a path's disguise) nor `javascript:` and its kind.
 */
const urlOrPath = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .refine(
    (text) => (text.startsWith("/") ? !/^\/[/\\]/.test(text) && !hasUnsafeCharacters(text) : isHttpUrl(text)),
    "must be an http(s) URL or a path starting with /",
  );

/** Only an absolute http(s) URL makes sense (links in mail, calls made by a server); no trailing `/`. */
const absoluteUrl = z
  .string()
  .trim()
  .max(2048, "must be at most 2048 characters")
  .refine(isHttpUrl, "must be an http(s) URL")
  .transform((text) => text.replace(/\/+$/, ""));

/**
 * The card provider's publishable key (`pk_test_…` / `pk_live_…`). A secret (`sk_…`) or restricted
 * (`rk_…`) key would be published to every visitor, so it is refused with the reason; the value
 * itself is never echoed.
 */
const publishableKey = z
  .string()
  .trim()
  .superRefine((key, context) => {
    if (/^(sk|rk)_/.test(key)) {
      context.addIssue({
        code: "custom",
        message:
          "is a secret key (sk_…/rk_…), and this value is sent to every browser: set the publishable key (pk_…) here and keep secret keys out of it",
      });
    } else if (!/^pk_(test|live)_[A-Za-z0-9]{8,}$/.test(key)) {
      context.addIssue({ code: "custom", message: "must be a publishable key: pk_test_… or pk_live_…" });
    }
  });

const locale = z
  .string()
  .trim()
  .toLowerCase()
  .transform((text) => text.replace("_", "-"))
  .pipe(z.enum(supportedLocales, { error: `must be one of ${supportedLocales.join(", ")}` }));

/** The variables, each optional; merged into `config.ts`'s schema. */
export const runtimeConfigVariables = {
  APP_PRIMARY_COLOR: colour.optional(),
  APP_SECONDARY_COLOR: colour.optional(),
  APP_FAVICON_URL: urlOrPath.optional(),
  APP_LOGO_DARK_URL: urlOrPath.optional(),
  APP_LOGO_LIGHT_URL: urlOrPath.optional(),
  APP_SUPPORT_CHAT_BASE_URL: urlOrPath.optional(),
  APP_SUPPORT_CHAT_WEBSITE_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._~-]{1,200}$/, "must be letters, digits and . _ ~ - (at most 200)")
    .optional(),
  APP_HIDE_ABOUT_LINK: booleanVariable.optional(),
  APP_TERMS_URL: urlOrPath.optional(),
  APP_PRIVACY_URL: urlOrPath.optional(),
  APP_SUPPORT_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: "must be an email address" }).max(255, "must be at most 255 characters"))
    .optional(),
  APP_CARD_PAYMENT_PUBLISHABLE_KEY: publishableKey.optional(),
  APP_LICENSED: booleanVariable.optional(),
  APP_FRONTEND_URL: absoluteUrl.optional(),
  APP_DEFAULT_IMAGE_URL: urlOrPath.optional(),
  APP_API_URL_SERVER: absoluteUrl.optional(),
  APP_API_URL_CLIENT: urlOrPath.optional(),
  APP_DEFAULT_LOCALE: locale.optional(),
};

type Variables = {
  [Name in keyof typeof runtimeConfigVariables]?: z.output<(typeof runtimeConfigVariables)[Name]>;
};

/**
 * What `runtimeConfigOf` reads: the variables above plus the app's name and public origin, and
 * whether the server holds the card provider's secrets (their values are never read here).
 */
export type RuntimeConfigSource = Variables & {
  APP_NAME: string;
  APP_URL: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
};

/** The configuration the app boots with; unset values take the domain's defaults. */
export function runtimeConfigOf(config: RuntimeConfigSource): RuntimeConfig {
  return runtimeConfigSchema.parse({
    appName: config.APP_NAME,
    primaryColor: config.APP_PRIMARY_COLOR,
    secondaryColor: config.APP_SECONDARY_COLOR,
    faviconUrl: config.APP_FAVICON_URL,
    logoDarkUrl: config.APP_LOGO_DARK_URL,
    logoLightUrl: config.APP_LOGO_LIGHT_URL,
    supportChatBaseUrl: config.APP_SUPPORT_CHAT_BASE_URL,
    supportChatWebsiteToken: config.APP_SUPPORT_CHAT_WEBSITE_TOKEN,
    hideAboutLink: config.APP_HIDE_ABOUT_LINK,
    termsUrl: config.APP_TERMS_URL,
    privacyUrl: config.APP_PRIVACY_URL,
    supportEmail: config.APP_SUPPORT_EMAIL,
    // The app offers card payment when it has this key: only when the server can take the
    // payment too (its secret key) and hear that it arrived (the webhook's signing secret).
    cardPaymentPublishableKey:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? config.APP_CARD_PAYMENT_PUBLISHABLE_KEY
        : undefined,
    licensed: config.APP_LICENSED,
    frontendUrl: config.APP_FRONTEND_URL ?? config.APP_URL,
    defaultImageUrl: config.APP_DEFAULT_IMAGE_URL,
    apiUrlServer: config.APP_API_URL_SERVER,
    apiUrlClient: config.APP_API_URL_CLIENT,
    defaultLocale: config.APP_DEFAULT_LOCALE,
  });
}
