import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirError,
  LOCK_FILE,
  acquireDataDirLock,
  checkExistingCluster,
  crc32c,
  describeOpenFailure,
  ensureWritableDir,
  inspectPgControl,
  processStart,
  tightenModes,
} from "./data-dir.ts";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "dd-unit-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const mode = (p: string) => statSync(p).mode & 0o777;

/** A pg_control image with the PostgreSQL 18 layout: redo pointer, timeline, segment size, CRC. */
function pgControl(redo: bigint, tli = 1, segSize = 16 * 1024 * 1024, crcAt = 292): Buffer {
  const b = Buffer.alloc(8192);
  b.writeBigUInt64LE(123456789n, 0);
  b.writeUInt32LE(1800, 8);
  b.writeBigUInt64LE(redo, 32);
  b.writeBigUInt64LE(redo, 40);
  b.writeUInt32LE(tli, 48);
  b.writeUInt32LE(segSize, 228);
  b.writeUInt32LE(crc32c(b.subarray(0, crcAt)), crcAt);
  return b;
}

describe("pg_control inspection", () => {
  it("computes CRC-32C (the check value of the standard test vector)", () => {
    expect(crc32c(Buffer.from("123456789"))).toBe(0xe3069283);
  });

  it("finds the WAL segment of the checkpoint's redo point", () => {
    expect(inspectPgControl(pgControl(0x1710520n))).toEqual({ ok: true, redoSegment: "000000010000000000000001" });
    expect(inspectPgControl(pgControl(0x1_2300_0000n, 2))).toEqual({ ok: true, redoSegment: "000000020000000100000023" });
  });

  it("rejects a damaged or truncated control file", () => {
    const b = pgControl(0x1710520n);
    b[100] = b[100]! ^ 0xff;
    expect(inspectPgControl(b)).toEqual({ ok: false, problem: "checksum tidak cocok" });
    expect(inspectPgControl(b.subarray(0, 4096))).toMatchObject({ ok: false });
  });
});

describe("an existing cluster", () => {
  const cluster = (control: Buffer | null, wal: string[]) => {
    const d = tempDir();
    writeFileSync(join(d, "PG_VERSION"), "18\n");
    mkdirSync(join(d, "global"));
    mkdirSync(join(d, "pg_wal"));
    if (control) writeFileSync(join(d, "global", "pg_control"), control);
    for (const w of wal) writeFileSync(join(d, "pg_wal", w), "");
    return d;
  };

  it("passes with the control file and the checkpoint's WAL segment, and an empty directory passes too", () => {
    expect(() => checkExistingCluster(cluster(pgControl(0x1710520n), ["000000010000000000000001"]))).not.toThrow();
    expect(() => checkExistingCluster(tempDir())).not.toThrow();
  });

  it("names DATA_DIR and the missing or damaged file", () => {
    const noControl = cluster(null, ["000000010000000000000001"]);
    expect(() => checkExistingCluster(noControl)).toThrow(new RegExp(`^DATA_DIR=${noControl} rusak: global/pg_control tidak ada .*cadangan`));
    const bad = pgControl(0x1710520n);
    bad[7] = bad[7]! ^ 1;
    expect(() => checkExistingCluster(cluster(bad, ["000000010000000000000001"]))).toThrow(/pg_control tidak valid \(checksum tidak cocok\)/);
    const noWal = cluster(pgControl(0x2000010n), ["000000010000000000000001"]);
    expect(() => checkExistingCluster(noWal)).toThrow(new RegExp(`^DATA_DIR=${noWal} rusak: berkas WAL pg_wal/000000010000000000000002 hilang`));
  });
});

describe("ensureWritableDir", () => {
  it("creates missing levels with mode 0700", () => {
    const d = join(tempDir(), "a", "b");
    ensureWritableDir(d);
    expect(mode(d)).toBe(0o700);
    expect(mode(join(d, ".."))).toBe(0o700);
  });

  it("refuses a regular file, a path below a file and a path under /proc at once", () => {
    const f = join(tempDir(), "file");
    writeFileSync(f, "x");
    expect(() => ensureWritableDir(f)).toThrow(new RegExp(`^DATA_DIR=${f} bukan direktori`));
    expect(() => ensureWritableDir(join(f, "sub"))).toThrow(DataDirError);
    const t = Date.now();
    // node's own recursive mkdir spins forever here
    expect(() => ensureWritableDir("/proc/nope")).toThrow(/^DATA_DIR=\/proc\/nope tidak dapat dibuat \(ENOENT/);
    expect(Date.now() - t).toBeLessThan(1000);
  });
});

describe("tightenModes", () => {
  it("removes group and other permissions below the directory, and counts the changes", () => {
    const d = tempDir();
    chmodSync(d, 0o755);
    mkdirSync(join(d, "global"), { mode: 0o755 });
    writeFileSync(join(d, "global", "pg_control"), "x", { mode: 0o666 });
    writeFileSync(join(d, "pg_hba.conf"), "x", { mode: 0o644 });
    writeFileSync(join(d, "ok"), "x", { mode: 0o600 });
    chmodSync(join(d, "global", "pg_control"), 0o666);
    expect(tightenModes(d)).toBe(4);
    expect([mode(d), mode(join(d, "global")), mode(join(d, "global", "pg_control")), mode(join(d, "pg_hba.conf")), mode(join(d, "ok"))]).toEqual([
      0o700, 0o700, 0o600, 0o600, 0o600,
    ]);
    expect(tightenModes(d)).toBe(0);
  });
});

describe("the data-directory lock", () => {
  const deadPid = () => {
    const r = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    return Number(r.stdout.trim());
  };

  it("lets one holder in; a second (even in the same process) is told the holder's pid", () => {
    const d = tempDir();
    const lock = acquireDataDirLock(d);
    expect(JSON.parse(readFileSync(join(d, LOCK_FILE), "utf8"))).toMatchObject({ pid: process.pid });
    expect(() => acquireDataDirLock(d)).toThrow(new RegExp(`^DATA_DIR=${d} sedang dipakai proses lain \\(pid ${process.pid},`));
    lock.release();
    expect(existsSync(join(d, LOCK_FILE))).toBe(false);
    acquireDataDirLock(d).release();
  });

  it("takes over a stale lock: a dead pid, or a pid now used by another process", () => {
    const d = tempDir();
    writeFileSync(join(d, LOCK_FILE), JSON.stringify({ pid: deadPid(), start: null, host: "x", since: "2026-01-01" }));
    const a = acquireDataDirLock(d);
    expect(JSON.parse(readFileSync(join(d, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    a.release();
    if (processStart(process.pid) !== null) {
      writeFileSync(join(d, LOCK_FILE), JSON.stringify({ pid: process.pid, start: "1", host: "x", since: "2026-01-01" }));
      acquireDataDirLock(d).release();
    }
    writeFileSync(join(d, LOCK_FILE), "not json");
    acquireDataDirLock(d).release();
    expect(existsSync(join(d, LOCK_FILE))).toBe(false);
  });

  it("release leaves a lock that is not its own alone", () => {
    const d = tempDir();
    const lock = acquireDataDirLock(d);
    const other = JSON.stringify({ pid: 1, start: null, host: "x", since: "2026-01-01" });
    writeFileSync(join(d, LOCK_FILE), other);
    lock.release();
    expect(readFileSync(join(d, LOCK_FILE), "utf8")).toBe(other);
  });
});

describe("describeOpenFailure", () => {
  it("turns PGlite's abort into one line naming DATA_DIR and what to do", () => {
    const abort = new Error("Aborted(). Build with -sASSERTIONS for more info.");
    abort.name = "RuntimeError";
    const msg = describeOpenFailure("/srv/data", abort).message;
    expect(msg).toMatch(/^DATA_DIR=\/srv\/data tidak dapat dibuka oleh PGlite \(Aborted\(\)\): .*pulihkan DATA_DIR dari cadangan/);
    expect(msg).not.toContain("ASSERTIONS");
    expect(msg).not.toContain("\n");
    const denied = Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
    expect(describeOpenFailure("/srv/data", denied).message).toMatch(/\(EACCES\): perbaiki izin\/kepemilikan/);
    const own = new DataDirError("x");
    expect(describeOpenFailure("/srv/data", own)).toBe(own);
  });
});
