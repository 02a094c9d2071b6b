import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

/**
 * The repository's README is a newcomer's first page: what it says about where things go and which
 * Node runs Varco must stay what the code does.
 */
const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const rootPackage = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
};

describe("the README", () => {
  it("names the Node version the repository requires", () => {
    const minimum = /^>=\s*(\d+\.\d+)/u.exec(rootPackage.engines.node)?.[1];
    expect(minimum, "package.json engines.node is a >= range").toBeDefined();
    expect(readme).toContain(`Node ${minimum} or newer`);
  });

  it("says where the data and, without SMTP, the mail go", () => {
    const { DATA_DIR } = loadConfig({});
    expect(DATA_DIR).toBe("./data");
    expect(readme).toContain("`DATA_DIR`");
    // The mail transport writes .eml files under DATA_DIR/mail when SMTP_URL is unset.
    expect(readme).toContain("`.eml` file in `data/mail/`");
    expect(readme).toMatch(/6-digit code/u);
    expect(readme).toContain("SMTP_URL");
  });

  it("lists every admin command the CLI has", async () => {
    const { runCli } = await import("./cli/varco");
    const lines: string[] = [];
    await runCli(["--help"], { env: {}, output: { out: (line) => lines.push(line), err: () => undefined } });
    const listed =
      lines
        .join("\n")
        .match(/^ {2}([a-z-]+) {2}/gmu)
        ?.map((line) => line.trim()) ?? [];
    expect(listed.length).toBeGreaterThan(4);
    for (const command of listed) expect(readme, command).toContain(`\`${command}`);
  });
});
