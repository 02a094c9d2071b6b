import { defineConfig } from "rolldown";

/**
 * The server built for production (`npm run build -w @varco/server`): its two entries, the server
 * and the admin CLI, as JavaScript in `dist/`, with the workspace's own packages (@varco/domain)
 * compiled in and every other package left to node_modules (installed with `npm ci --omit=dev`),
 * so that no TypeScript runner (tsx) is needed to run it.
 */
export default defineConfig({
  input: { server: "src/server.ts", varco: "src/cli/main.ts" },
  platform: "node",
  // @varco/domain from its TypeScript sources (its "@varco/source" export condition).
  resolve: { conditionNames: ["@varco/source", "import", "node", "default"] },
  external: (id) =>
    !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("@varco/") && !/^[A-Za-z]:/u.test(id),
  output: {
    dir: "dist",
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: "[name]-[hash].js",
    sourcemap: true,
  },
});
