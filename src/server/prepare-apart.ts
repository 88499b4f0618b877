import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export type TPrepared = { seeded: boolean; tenants: number };

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ENTRY = fileURLToPath(new URL("../seed/prepare-child.ts", import.meta.url));

/**
 * A new PGlite data directory is migrated and seeded by a short-lived child process
 * (src/seed/prepare-child.ts) before the server opens it. Seeding inside the server grew PGlite's
 * WASM memory and the native heap for a step that runs once per directory, and neither is handed
 * back: the first start stayed 30–50 MB above a restart on the same directory for its whole life.
 * Returns null when the directory already holds a cluster (the server migrates and tops up the
 * seed itself, as before); a failure is the child's one line (a locked or unusable DATA_DIR).
 */
export async function prepareDataDirApart(dataDir: string, product: string, key: { APP_ENV: string; APP_KEY?: string }): Promise<TPrepared | null> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return null;
  const { code, out, err } = await new Promise<{ code: number | null; out: string; err: string }>((ok, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
      cwd: ROOT,
      // The server's own APP_ENV and APP_KEY: the child seals the seeded app secrets with the same key.
      env: {
        ...process.env,
        APP_ENV: key.APP_ENV,
        APP_KEY: key.APP_KEY ?? process.env.APP_KEY ?? "",
        TUNAS_PREPARE_DIR: dataDir,
        TUNAS_PREPARE_PRODUCT: product,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (err = (err + d).slice(-4000)));
    child.on("error", fail);
    child.on("exit", (code) => ok({ code, out, err }));
  });
  const last = out.trim().split("\n").filter(Boolean).pop() ?? "";
  let reply: Partial<TPrepared> & { error?: string } = {};
  try {
    reply = JSON.parse(last);
  } catch {
    /* no reply line: reported below with the child's own output */
  }
  if (code === 0 && typeof reply.seeded === "boolean" && typeof reply.tenants === "number") return { seeded: reply.seeded, tenants: reply.tenants };
  throw new Error(reply.error ?? `menyiapkan basis data gagal (kode ${code}): ${err.trim().split("\n").filter(Boolean).pop() ?? "tanpa keterangan"}`);
}
