import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig, type PluginOption } from "vite";

/** True when vanilla-extract is already among the plugins (vitest's config adds it too). */
function hasVanillaExtract(plugins: PluginOption[] | undefined): boolean {
  return (plugins ?? []).some((plugin) =>
    Array.isArray(plugin)
      ? hasVanillaExtract(plugin)
      : typeof plugin === "object" &&
        plugin !== null &&
        "name" in plugin &&
        plugin.name.startsWith("vanilla-extract"),
  );
}

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    hasVanillaExtract(viteConfig.plugins)
      ? viteConfig
      : mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
