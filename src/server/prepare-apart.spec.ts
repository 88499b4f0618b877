import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client.ts";
import { prepareDataDirApart } from "./prepare-apart.ts";

const root = mkdtempSync(join(tmpdir(), "tunas-prepare-"));
const LOCAL = { APP_ENV: "local" };
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(process.env.TEST_DB !== "pglite")("a new PGlite data directory prepared by a child process", () => {
  it("migrates and seeds it, hands the directory back unlocked, and leaves an existing one to the server", async () => {
    const dir = join(root, "fresh");
    expect(await prepareDataDirApart(dir, "tunas", LOCAL)).toEqual({ seeded: true, tenants: 32 });
    // The child has closed it: this process can open it, and the seed is there.
    const db = await openPglite(dir);
    try {
      const rows = await db.db.execute(sql`select count(*)::int as n from tenants`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(32);
      // Open by this process: the directory holds a cluster, so nothing is spawned.
      expect(await prepareDataDirApart(dir, "tunas", LOCAL)).toBeNull();
    } finally {
      await db.close();
    }
  }, 120_000);

  it("reports an unusable directory in the data-directory check's own words", async () => {
    const file = join(root, "a-file");
    writeFileSync(file, "not a directory");
    await expect(prepareDataDirApart(file, "tunas", LOCAL)).rejects.toThrow(new RegExp(`^DATA_DIR=${file} `));
  }, 60_000);
});
