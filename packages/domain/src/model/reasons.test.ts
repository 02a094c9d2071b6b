import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const modelDir = fileURLToPath(new URL(".", import.meta.url));

/** The text of each `.refine(…)` / `.addIssue(…)` call of a source, up to its closing parenthesis. */
function rulesOf(source: string): string[] {
  const rules: string[] = [];
  for (const match of source.matchAll(/\.(refine|addIssue)\(/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end++) {
      if (source[end] === "(") depth++;
      else if (source[end] === ")" && --depth === 0) break;
    }
    rules.push(source.slice(match.index, end + 1));
  }
  return rules;
}

describe("the schemas' own rules", () => {
  it("each carry a reason (reasonIssue, or an issue built with it), so a refusal is translated by its code", () => {
    const bare: string[] = [];
    let seen = 0;
    for (const file of readdirSync(modelDir).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    )) {
      const source = readFileSync(`${modelDir}/${file}`, "utf8");
      // `{ check, issue }` pairs: the issue is built with reasonIssue where it is declared.
      const issues = new Set(
        [...source.matchAll(/const (\w+) = \{\s*check:[\s\S]*?issue: \{[^}]*reasonIssue\(/g)].map(
          (m) => m[1],
        ),
      );
      for (const rule of rulesOf(source)) {
        seen++;
        const pair = /\.refine\((\w+)\.check, \1\.issue\)/.exec(rule);
        if (rule.includes("reasonIssue(") || (pair && issues.has(pair[1] as string))) continue;
        bare.push(`${file}: ${rule.replace(/\s+/g, " ").slice(0, 120)}`);
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(bare).toEqual([]);
  });
});
