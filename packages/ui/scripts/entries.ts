import { readdirSync } from "node:fs";

/**
 * The package's entry points, by name (`@varco/ui/<name>` → `dist/<name>.js`): the whole index,
 * the rich text editor, one per component folder (as react-aria-components publishes one per
 * component), and the theme, strings and class-name helper the components need. `Field` holds
 * the field chrome the other fields share: it exports nothing a consumer uses on its own.
 * package.json lists the same entries in `exports` (scripts/package.test.ts checks it).
 */
export function entryPoints(): Record<string, string> {
  const components = readdirSync(new URL("../src/components/", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "Field")
    .map((entry) => entry.name)
    .sort();
  return {
    index: "src/index.ts",
    "rich-text": "src/rich-text.ts",
    "root-theme": "src/root-theme.ts",
    ...Object.fromEntries(components.map((name) => [name, `src/components/${name}/index.ts`])),
    theme: "src/theme/index.ts",
    i18n: "src/i18n/index.ts",
    classNames: "src/classNames/index.ts",
  };
}
