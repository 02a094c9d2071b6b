/**
 * The runtime configuration the server injects into index.html (SPEC.md §1). Read once at boot;
 * nothing is baked in at build time, so one build serves every reseller.
 */
export type RuntimeConfig = {
  appName: string;
  primaryColor?: string;
  secondaryColor?: string;
  faviconUrl?: string;
  logoDarkUrl?: string;
  logoLightUrl?: string;
  licensed: boolean;
};

export const defaultRuntimeConfig: RuntimeConfig = { appName: "Varco", licensed: false };

const ELEMENT_ID = "varco-runtime-config";

export function readRuntimeConfig(doc: Document): RuntimeConfig {
  const element = doc.getElementById(ELEMENT_ID);
  if (!element?.textContent) return defaultRuntimeConfig;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<RuntimeConfig>;
    return { ...defaultRuntimeConfig, ...parsed, licensed: parsed.licensed === true };
  } catch (error) {
    console.error("Runtime configuration is not valid JSON; using defaults.", error);
    return defaultRuntimeConfig;
  }
}
