import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * `scripts/check-boundaries.mjs` (part of `npm run lint`): src/db and src/http are the server's
 * ground floor and import no module; src/modules/sales stands on them and imports no other
 * module. Checked here on small trees of our own, so the check is seen to fail on a break, and on
 * this repository, which must pass.
 */
const script = fileURLToPath(new URL("../../../scripts/check-boundaries.mjs", import.meta.url));
const repository = fileURLToPath(new URL("../../../", import.meta.url));

function check(root: string) {
  const run = spawnSync(process.execPath, [script, root], { encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A repository with the four packages' src folders and the given files (path → text). */
function treeWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "varco-boundaries-"));
  trees.push(root);
  for (const pkg of ["ui", "domain", "app", "server"])
    mkdirSync(join(root, "packages", pkg, "src"), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const server = "packages/server/src";
const authModule = { [`${server}/modules/auth/y.ts`]: "export const y = 1;\n" };

describe("check-boundaries", () => {
  it("passes on this repository", () => {
    expect(check(repository)).toEqual({ status: 0, output: "Package boundaries hold.\n" });
  });

  it("fails when a file of http/ imports a module, naming the file", () => {
    const { status, output } = check(
      treeWith({
        ...authModule,
        [`${server}/http/x.ts`]: 'import { y } from "../modules/auth/y";\nexport const x = y;\n',
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      `${join(server, "http", "x.ts")}: http/ may not import modules/ ("../modules/auth/y")`,
    );
  });

  it("fails when a file of db/ imports http/ or the app", () => {
    const { status, output } = check(
      treeWith({
        [`${server}/http/listQuery.ts`]: "export type ListQuery = { page: number };\n",
        [`${server}/app.ts`]: "export const app = 1;\n",
        [`${server}/db/selectPage.ts`]:
          'import type { ListQuery } from "../http/listQuery";\nexport { app } from "../app";\nexport type Page = ListQuery;\n',
      }),
    );
    expect(status).toBe(1);
    const file = join(server, "db", "selectPage.ts");
    expect(output).toContain(`${file}: db/ may not import http/ ("../http/listQuery")`);
    expect(output).toContain(`${file}: db/ may not import app.ts ("../app")`);
  });

  it("passes when only modules and the tests of http/ import modules, and http/ imports db/", () => {
    const { status, output } = check(
      treeWith({
        ...authModule,
        [`${server}/db/connect.ts`]: "export const db = 1;\n",
        [`${server}/http/x.ts`]: 'import { db } from "../db/connect";\nexport const x = db;\n',
        [`${server}/http/x.test.ts`]: 'import { y } from "../modules/auth/y";\nexport const z = y;\n',
        [`${server}/modules/auth/z.ts`]: 'import { x } from "../../http/x";\nexport const z = x;\n',
      }),
    );
    expect({ status, output }).toEqual({ status: 0, output: "Package boundaries hold.\n" });
  });

  it("fails when the sales core imports another module, and lets modules import it", () => {
    const { status, output } = check(
      treeWith({
        ...authModule,
        [`${server}/db/connect.ts`]: "export const db = 1;\n",
        [`${server}/modules/sales/stock.ts`]:
          'import { db } from "../../db/connect";\nexport const stock = db;\n',
        [`${server}/modules/sales/refunds.ts`]:
          'import { stock } from "./stock";\nimport { y } from "../auth/y";\nexport const r = stock + y;\n',
        [`${server}/modules/auth/z.ts`]: 'import { stock } from "../sales/stock";\nexport const z = stock;\n',
      }),
    );
    expect(status).toBe(1);
    expect(output.trim().split("\n").slice(1)).toEqual([
      `  ${join(server, "modules", "sales", "refunds.ts")}: modules/sales/ may not import modules/ ("../auth/y")`,
    ]);
  });
});
