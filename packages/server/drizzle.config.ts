import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w @varco/server` writes the next migration into ./drizzle after a change to
// the schema; the server applies pending migrations at start (src/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
