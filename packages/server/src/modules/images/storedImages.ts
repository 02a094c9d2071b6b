import { existsSync, readdirSync } from "node:fs";
import { asc } from "drizzle-orm";
import type { DatabaseKind, Executor } from "../../db/connect";
import { imageFiles } from "../../db/schema";
import { imageFilesOf, uploadsDirOf } from "./storage";

/**
 * For tests: what the image store of a database holds, whichever it is (files under
 * `DATA_DIR/uploads` with the embedded database, rows of `image_files` on a PostgreSQL server).
 */
export function storedImages(database: { db: Executor; kind: DatabaseKind }, dataDir: string) {
  const files = imageFilesOf(database, { DATA_DIR: dataDir });
  return {
    files,
    /** Every key stored, sorted (never a write's temporary file). */
    async keys(): Promise<string[]> {
      if (database.kind === "postgres")
        return (
          await database.db
            .select({ key: imageFiles.storageKey })
            .from(imageFiles)
            .orderBy(asc(imageFiles.storageKey))
        ).map((row) => row.key);
      const dir = uploadsDirOf({ DATA_DIR: dataDir });
      return existsSync(dir)
        ? readdirSync(dir)
            .filter((name) => !name.startsWith("."))
            .sort()
        : [];
    },
    /** The bytes stored under a key, or undefined. */
    async bytes(key: string): Promise<Buffer | undefined> {
      const file = await files.read(key);
      return file && Buffer.from(await new Response(file.stream()).arrayBuffer());
    },
  };
}
