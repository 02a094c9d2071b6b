import { runtimeConfigSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { runtimeConfigOf } from "./runtimeConfig";

const runtimeConfigFrom = (env: Record<string, string>) => runtimeConfigOf(loadConfig(env));

/** The error `loadConfig` throws for `env`, as text. */
function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`no error for ${JSON.stringify(env)}`);
}

describe("the runtime configuration from the environment", () => {
  it("is the domain's defaults with the app's name and URL when nothing is set", () => {
    const config = runtimeConfigFrom({ APP_URL: "https://tickets.example.com" });
    expect(config).toEqual({
      appName: "Varco",
      primaryColor: null,
      secondaryColor: null,
      faviconUrl: null,
      logoDarkUrl: null,
      logoLightUrl: null,
      supportChatBaseUrl: null,
      supportChatWebsiteToken: null,
      hideAboutLink: false,
      termsUrl: null,
      privacyUrl: null,
      supportEmail: null,
      cardPaymentPublishableKey: null,
      licensed: false,
      frontendUrl: "https://tickets.example.com",
      defaultImageUrl: null,
      apiUrlServer: null,
      apiUrlClient: "/api",
      defaultLocale: "it",
    });
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
  });

  it("reads every variable a reseller sets", () => {
    const config = runtimeConfigFrom({
      APP_NAME: "Biglietti Rossi",
      APP_URL: "https://biglietti.example.com",
      APP_PRIMARY_COLOR: "#0E7C86",
      APP_SECONDARY_COLOR: "#f2a541",
      APP_FAVICON_URL: "/brand/favicon.svg",
      APP_LOGO_DARK_URL: "https://cdn.example.com/logo-dark.svg",
      APP_LOGO_LIGHT_URL: "https://cdn.example.com/logo-light.svg",
      APP_SUPPORT_CHAT_BASE_URL: "https://chat.example.com",
      APP_SUPPORT_CHAT_WEBSITE_TOKEN: "AbC123xyz",
      APP_HIDE_ABOUT_LINK: "TRUE",
      APP_TERMS_URL: "https://biglietti.example.com/terms",
      APP_PRIVACY_URL: "/privacy",
      APP_SUPPORT_EMAIL: " help@example.com ",
      APP_CARD_PAYMENT_PUBLISHABLE_KEY: "pk_live_51Habcdefgh12345",
      STRIPE_SECRET_KEY: "sk_live_51Habcdefgh12345",
      STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh12345",
      APP_LICENSED: "true",
      APP_FRONTEND_URL: "https://www.biglietti.example.com/",
      APP_DEFAULT_IMAGE_URL: "/brand/default.jpg",
      APP_API_URL_SERVER: "http://api.internal:3000/api",
      APP_API_URL_CLIENT: "https://api.biglietti.example.com/api",
      APP_DEFAULT_LOCALE: "pt_BR",
    });
    expect(config).toEqual({
      appName: "Biglietti Rossi",
      primaryColor: "#0E7C86",
      secondaryColor: "#f2a541",
      faviconUrl: "/brand/favicon.svg",
      logoDarkUrl: "https://cdn.example.com/logo-dark.svg",
      logoLightUrl: "https://cdn.example.com/logo-light.svg",
      supportChatBaseUrl: "https://chat.example.com",
      supportChatWebsiteToken: "AbC123xyz",
      hideAboutLink: true,
      termsUrl: "https://biglietti.example.com/terms",
      privacyUrl: "/privacy",
      supportEmail: "help@example.com",
      cardPaymentPublishableKey: "pk_live_51Habcdefgh12345",
      licensed: true,
      frontendUrl: "https://www.biglietti.example.com",
      defaultImageUrl: "/brand/default.jpg",
      apiUrlServer: "http://api.internal:3000/api",
      apiUrlClient: "https://api.biglietti.example.com/api",
      defaultLocale: "pt-br",
    });
  });

  it("reads false as false, and an empty variable as unset", () => {
    expect(runtimeConfigFrom({ APP_LICENSED: "false", APP_HIDE_ABOUT_LINK: "False" })).toMatchObject({
      licensed: false,
      hideAboutLink: false,
    });
    expect(runtimeConfigFrom({ APP_PRIMARY_COLOR: "", APP_LICENSED: "" })).toMatchObject({
      primaryColor: null,
      licensed: false,
    });
  });

  it.each([
    ["APP_PRIMARY_COLOR", "purple", /APP_PRIMARY_COLOR: must be a colour as #rrggbb/],
    ["APP_SECONDARY_COLOR", "#12345", /APP_SECONDARY_COLOR: must be a colour as #rrggbb/],
    ["APP_PRIMARY_COLOR", "#40296C; background: url(x)", /APP_PRIMARY_COLOR: /],
    ["APP_FAVICON_URL", "javascript:alert(1)", /APP_FAVICON_URL: must be an http\(s\) URL or a path/],
    ["APP_LOGO_DARK_URL", "//evil.example.com/logo.svg", /APP_LOGO_DARK_URL: must be an http\(s\) URL/],
    ["APP_LOGO_LIGHT_URL", "logo.svg", /APP_LOGO_LIGHT_URL: /],
    ["APP_TERMS_URL", 'https://example.com/"><script>', /APP_TERMS_URL: /],
    ["APP_PRIVACY_URL", "ftp://example.com/privacy", /APP_PRIVACY_URL: /],
    ["APP_SUPPORT_CHAT_BASE_URL", "data:text/html,hi", /APP_SUPPORT_CHAT_BASE_URL: /],
    ["APP_SUPPORT_CHAT_WEBSITE_TOKEN", "abc</script>", /APP_SUPPORT_CHAT_WEBSITE_TOKEN: /],
    ["APP_HIDE_ABOUT_LINK", "yes", /APP_HIDE_ABOUT_LINK: must be true or false/],
    ["APP_LICENSED", "1", /APP_LICENSED: must be true or false/],
    ["APP_SUPPORT_EMAIL", "help at example", /APP_SUPPORT_EMAIL: must be an email address/],
    ["APP_FRONTEND_URL", "/app", /APP_FRONTEND_URL: must be an http\(s\) URL/],
    ["APP_API_URL_SERVER", "/api", /APP_API_URL_SERVER: must be an http\(s\) URL/],
    ["APP_API_URL_CLIENT", "api", /APP_API_URL_CLIENT: /],
    ["APP_DEFAULT_LOCALE", "ru", /APP_DEFAULT_LOCALE: must be one of en, de, fr, it/],
    [
      "APP_CARD_PAYMENT_PUBLISHABLE_KEY",
      "pk_nonsense",
      /APP_CARD_PAYMENT_PUBLISHABLE_KEY: must be a publishable key/,
    ],
  ])("refuses %s=%j, naming it", (name, value, message) => {
    expect(configErrorOf({ [name]: value })).toMatch(message);
  });

  it.each(["sk_live_51Habcdefgh12345", "sk_test_51Habcdefgh12345", "rk_live_51Habcdefgh12345"])(
    "refuses the secret key %s as the publishable one, without echoing it",
    (key) => {
      const message = configErrorOf({ APP_CARD_PAYMENT_PUBLISHABLE_KEY: key });
      expect(message).toMatch(/APP_CARD_PAYMENT_PUBLISHABLE_KEY: is a secret key/);
      expect(message).toMatch(/publishable key \(pk_…\)/);
      expect(message).not.toContain(key);
    },
  );

  it("offers card payment to the app only when the server also holds both Stripe secrets", () => {
    const publishable = { APP_CARD_PAYMENT_PUBLISHABLE_KEY: "pk_test_51Habcdefgh12345" };
    const secret = { STRIPE_SECRET_KEY: "sk_test_51Habcdefgh12345" };
    const webhook = { STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh12345" };
    expect(runtimeConfigFrom(publishable).cardPaymentPublishableKey).toBeNull();
    expect(runtimeConfigFrom({ ...publishable, ...secret }).cardPaymentPublishableKey).toBeNull();
    expect(runtimeConfigFrom({ ...publishable, ...webhook }).cardPaymentPublishableKey).toBeNull();
    const everything = runtimeConfigFrom({ ...publishable, ...secret, ...webhook });
    expect(everything.cardPaymentPublishableKey).toBe("pk_test_51Habcdefgh12345");
    // The secrets themselves never reach the configuration the browser gets.
    expect(JSON.stringify(everything)).not.toMatch(/sk_test|whsec_/);
  });

  it.each([
    ["STRIPE_SECRET_KEY", "pk_test_51Habcdefgh12345", /STRIPE_SECRET_KEY: must be a secret key/],
    [
      "STRIPE_WEBHOOK_SECRET",
      "sk_test_51Habcdefgh12345",
      /STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/,
    ],
    ["STRIPE_API_URL", "ftp://stripe.example", /STRIPE_API_URL: /],
  ])("refuses %s=%j without echoing it", (name, value, message) => {
    const text = configErrorOf({ [name]: value });
    expect(text).toMatch(message);
    expect(text).not.toContain(value);
  });

  it("names every bad variable at once", () => {
    const message = configErrorOf({ APP_PRIMARY_COLOR: "red", APP_LICENSED: "maybe", SEED_DEMO: "no" });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/APP_PRIMARY_COLOR: /);
    expect(message).toMatch(/APP_LICENSED: /);
    expect(message).toMatch(/SEED_DEMO: must be true or false/);
  });

  it("checks the demo settings", () => {
    expect(configErrorOf({ DEMO_EMAIL: "nobody" })).toMatch(/DEMO_EMAIL: must be an email address/);
    expect(configErrorOf({ DEMO_PASSWORD: "short" })).toMatch(/DEMO_PASSWORD: must be at least 8/);
    expect(loadConfig({ DEMO_EMAIL: "Boss@Example.COM", SEED_DEMO: "false" })).toMatchObject({
      DEMO_EMAIL: "boss@example.com",
      SEED_DEMO: false,
    });
  });
});
