import { setupI18n } from "@lingui/core";
import { loginSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { importCatalog, loadCatalog } from "../i18n/catalogs";
import { reasonForIssue } from "./fieldErrors";
import { loginFields } from "./loginFields";

const labels = { email: "Email", password: "Password" };

async function wordsOf(schema: typeof loginFields, values: Record<string, unknown>) {
  const i18n = setupI18n();
  i18n.loadAndActivate(await loadCatalog("en", importCatalog));
  const parsed = schema.safeParse(values, { reportInput: true });
  if (parsed.success) return { ok: parsed.data };
  return Object.fromEntries(
    parsed.error.issues.map((each) => {
      const field = String(each.path[0]) as keyof typeof labels;
      return [field, reasonForIssue(each, labels[field], {}, i18n)];
    }),
  );
}

describe("the sign-in form's own check", () => {
  it.each([
    {},
    { email: "", password: "" },
    { email: "ada" },
    { email: "ada@example", password: "x" },
    { email: "ada lovelace@example.com", password: "x" },
    { email: `${"a".repeat(250)}@example.com`, password: "x" },
    { email: "ada@example.com", password: "p".repeat(256) },
    { email: "ada@example.com", password: "long enough" },
  ])("says what the domain's loginSchema says for %j", async (values) => {
    const ours = await wordsOf(loginFields, values);
    const domains = await wordsOf(loginSchema as unknown as typeof loginFields, values);
    expect(ours).toEqual(domains);
  });
});
