import { type RuntimeConfig, runtimeConfigElementId, runtimeConfigSchema } from "@varco/domain";

export type { RuntimeConfig };

/** What the app runs with when the server injected nothing (the Vite dev server, tests). */
export const defaultRuntimeConfig: RuntimeConfig = runtimeConfigSchema.parse({});

/**
 * The runtime configuration the server injects into index.html (SPEC.md §1). Read once at boot:
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

  const parsed = runtimeConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;

  // Drop only the settings that failed, and keep the reseller's other choices.
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  console.error(
    `Runtime configuration has invalid settings (${[...invalid].join(", ")}); using their defaults.`,
    parsed.error.issues,
  );
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !invalid.has(key)));
  const retried = runtimeConfigSchema.safeParse(kept);
  return retried.success ? retried.data : defaultRuntimeConfig;
}
