import { defaultLocale, type RuntimeConfig, supportedLocales } from "@varco/domain";

export type { RuntimeConfig };

/** The id of the `<script type="application/json">` the server fills (the domain's `runtimeConfigElementId`). */
export const runtimeConfigElementId = "varco-runtime-config";

/**
 * How each setting of the domain's `runtimeConfigSchema` is read. The schema stays the contract
 * (the server builds the JSON with it, and `runtimeConfig.test.ts` checks this table gives the
 * same answers); it is not used here because it would bring zod into the code every visitor
 * downloads before the first screen, public pages included.
 */
type Reader<Value> = { accepts: (value: unknown) => value is Value; fallback: Value };

const text = (fallback: string): Reader<string> => ({
  accepts: (value): value is string => typeof value === "string" && value.length > 0,
  fallback,
});
const anyText = (fallback: string): Reader<string> => ({
  accepts: (value): value is string => typeof value === "string",
  fallback,
});
const optionalText: Reader<string | null> = {
  accepts: (value): value is string | null => value === null || typeof value === "string",
  fallback: null,
};
const flag: Reader<boolean> = {
  accepts: (value): value is boolean => typeof value === "boolean",
  fallback: false,
};
const locale: Reader<RuntimeConfig["defaultLocale"]> = {
  accepts: (value): value is RuntimeConfig["defaultLocale"] =>
    (supportedLocales as readonly unknown[]).includes(value),
  fallback: defaultLocale,
};

export const runtimeConfigReaders: { [Key in keyof RuntimeConfig]: Reader<RuntimeConfig[Key]> } = {
  appName: text("Varco"),
  primaryColor: optionalText,
  secondaryColor: optionalText,
  faviconUrl: optionalText,
  logoDarkUrl: optionalText,
  logoLightUrl: optionalText,
  supportChatBaseUrl: optionalText,
  supportChatWebsiteToken: optionalText,
  hideAboutLink: flag,
  termsUrl: optionalText,
  privacyUrl: optionalText,
  supportEmail: optionalText,
  cardPaymentPublishableKey: optionalText,
  licensed: flag,
  frontendUrl: optionalText,
  defaultImageUrl: optionalText,
  apiUrlServer: optionalText,
  apiUrlClient: anyText("/api"),
  defaultLocale: locale,
};

/**
 * The settings of `raw`, each one checked on its own: an unset one takes its default, an invalid
 * one too (and is named in `invalid`); keys the configuration does not know are ignored.
 */
export function parseRuntimeConfig(raw: Record<string, unknown>): {
  config: RuntimeConfig;
  invalid: string[];
} {
  const invalid: string[] = [];
  const config: Record<string, unknown> = {};
  for (const [key, reader] of Object.entries(runtimeConfigReaders) as [string, Reader<unknown>][]) {
    const value = raw[key];
    if (value === undefined) {
      config[key] = reader.fallback;
    } else if (reader.accepts(value)) {
      config[key] = value;
    } else {
      invalid.push(key);
      config[key] = reader.fallback;
    }
  }
  return { config: config as RuntimeConfig, invalid };
}

/** What the app runs with when the server injected nothing (the Vite dev server, tests). */
export const defaultRuntimeConfig: RuntimeConfig = parseRuntimeConfig({}).config;

/**
 * The runtime configuration the server injects into index.html. Read once at boot:
 * nothing is baked in at build time, so one build serves every reseller. A broken or invalid
 * injection is logged and the defaults are used, so a typo in the server's environment never
 * leaves a visitor with a blank page. Settings that are valid survive an invalid neighbour.
 */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const text = doc.getElementById(runtimeConfigElementId)?.textContent?.trim();
  if (!text) return defaultRuntimeConfig;

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    console.error("Runtime configuration is not valid JSON; using the defaults.", error);
    return defaultRuntimeConfig;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    console.error("Runtime configuration is not a JSON object; using the defaults.");
    return defaultRuntimeConfig;
  }

  const { config, invalid } = parseRuntimeConfig(raw as Record<string, unknown>);
  if (invalid.length > 0) {
    // Drop only the settings that failed, and keep the reseller's other choices.
    console.error(
      `Runtime configuration has invalid settings (${invalid.join(", ")}); using their defaults.`,
    );
  }
  return config;
}
