import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { dirname, join } from "node:path";

/**
 * Safety of PGlite's data directory (DATA_DIR): one process at a time (a lock file), private modes
 * (0700 directories, 0600 files) and a clear one-line reason when the directory cannot be used.
 * The messages are Indonesian (they reach the operator); each names DATA_DIR and what to do.
 */

/** A data directory that cannot be used; the message is the one line to show. */
export class DataDirError extends Error {
  override name = "DataDirError";
}

export const LOCK_FILE = "tunas.lock";

const label = (dir: string) => `DATA_DIR=${dir}`;
const code = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code ?? "";
const reason = (err: unknown) => code(err) || (err instanceof Error ? err.message : String(err));

// ---------------------------------------------------------------------------------------------
// Creating and checking the directory

/**
 * Creates `dir` (mode 0700) one level at a time — node's recursive mkdir spins forever on some
 * paths (e.g. under /proc) — and checks that it is a directory the process can write to.
 */
export function ensureWritableDir(dir: string): void {
  const missing: string[] = [];
  let p = dir;
  for (;;) {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(p);
    } catch (err) {
      if (code(err) !== "ENOENT")
        throw new DataDirError(`${label(dir)} tidak dapat diperiksa (${reason(err)}): perbaiki izin direktori induknya atau pilih direktori lain.`);
      const parent = dirname(p);
      if (parent === p) break;
      missing.unshift(p);
      p = parent;
      continue;
    }
    if (!st.isDirectory()) {
      throw new DataDirError(
        p === dir
          ? `${label(dir)} bukan direktori (berkas biasa): pilih direktori lain untuk DATA_DIR.`
          : `${label(dir)} tidak dapat dibuat: ${p} bukan direktori; pilih direktori lain untuk DATA_DIR.`,
      );
    }
    break;
  }
  for (const m of missing) {
    try {
      mkdirSync(m, { mode: 0o700 });
    } catch (err) {
      if (code(err) === "EEXIST") continue;
      throw new DataDirError(
        `${label(dir)} tidak dapat dibuat (${reason(err)} pada ${m}): pilih direktori lain yang dapat ditulis, atau perbaiki izin/kepemilikan induknya.`,
      );
    }
  }
  // A write probe: catches read-only file systems, immutable directories and foreign ownership,
  // which access(2) does not report for root.
  const probe = join(dir, `.tunas-write-test-${process.pid}`);
  try {
    const fd = openSync(probe, "wx", 0o600);
    try {
      writeSync(fd, "ok");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(probe);
  } catch (err) {
    try {
      unlinkSync(probe);
    } catch {
      /* never created */
    }
    throw new DataDirError(
      `${label(dir)} tidak dapat ditulis (${reason(err)}): perbaiki izin/kepemilikan direktori (chown/chmod, sistem berkas read-only?) atau pilih direktori lain.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Modes

/**
 * Removes group/other permissions from `dir` and everything under it (0666 → 0600, 0755 → 0700).
 * PGlite's file system chmods the files it creates itself (initdb's files end up 0666), so the
 * process umask alone does not help; this runs before and after PGlite opens and after it closes.
 * Returns how many entries were changed.
 */
export function tightenModes(dir: string): number {
  let changed = 0;
  const visit = (p: string) => {
    let st: ReturnType<typeof lstatSync>;
    try {
      st = lstatSync(p);
    } catch {
      return; // removed meanwhile (temporary files)
    }
    if (st.isSymbolicLink()) return;
    const mode = st.mode & 0o7777;
    if (mode & 0o077) {
      try {
        chmodSync(p, mode & ~0o077);
        changed++;
      } catch {
        return;
      }
    }
    if (st.isDirectory()) {
      let names: string[] = [];
      try {
        names = readdirSync(p);
      } catch {
        return;
      }
      for (const n of names) visit(join(p, n));
    }
  };
  visit(dir);
  return changed;
}

// ---------------------------------------------------------------------------------------------
// Lock: one process per data directory

interface TLockHolder {
  pid: number;
  /** Start time of the holder (Linux /proc/<pid>/stat field 22), to tell a reused pid apart. */
  start: string | null;
  host: string;
  since: string;
}

export interface TDataDirLock {
  path: string;
  release(): void;
}

/** Start time of a process as the kernel records it, or null where /proc is not available. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses: count from the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs (a dead or reused pid means a stale lock). */
export function holderAlive(h: Pick<TLockHolder, "pid" | "start">): boolean {
  if (!Number.isInteger(h.pid) || h.pid <= 0) return false;
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    if (code(err) !== "EPERM") return false; // ESRCH: no such process
  }
  if (h.start !== null) {
    const now = processStart(h.pid);
    if (now !== null && now !== h.start) return false; // the pid now belongs to another process
  }
  return true;
}

function readHolder(path: string): { raw: string; holder: TLockHolder | null } | null {
  let raw: string;
  try {
    raw = readFileSync(path, "utf8");
  } catch (err) {
    if (code(err) === "ENOENT") return null;
    throw err;
  }
  try {
    const h = JSON.parse(raw) as TLockHolder;
    return { raw, holder: typeof h.pid === "number" ? h : null };
  } catch {
    return { raw, holder: null };
  }
}

/**
 * Takes the data directory for this process: `DATA_DIR/tunas.lock` is created atomically (a
 * complete file is hard-linked into place, so no reader ever sees a half-written lock) with the
 * pid and start time of the process. A lock whose holder is gone (kill -9, crash, a reused pid)
 * is stale and taken over; a live holder stops start-up with one line naming it.
 */
export function acquireDataDirLock(dir: string): TDataDirLock {
  const path = join(dir, LOCK_FILE);
  const me: TLockHolder = { pid: process.pid, start: processStart(process.pid), host: hostname(), since: new Date().toISOString() };
  const mine = JSON.stringify(me) + "\n";
  const tmp = join(dir, `.${LOCK_FILE}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  writeFileSync(tmp, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(tmp, path);
        const release = () => {
          process.removeListener("exit", release);
          try {
            if (readFileSync(path, "utf8") === mine) unlinkSync(path);
          } catch {
            /* already gone */
          }
        };
        // A crash that still runs exit handlers frees the directory too; kill -9 leaves a stale lock.
        process.on("exit", release);
        return { path, release };
      } catch (err) {
        if (code(err) !== "EEXIST")
          throw new DataDirError(`${label(dir)} tidak dapat dikunci (${reason(err)}): perbaiki izin/kepemilikan direktori atau pilih direktori lain.`);
      }
      const current = readHolder(path);
      if (!current) continue; // released meanwhile
      if (current.holder && holderAlive(current.holder)) {
        throw new DataDirError(lockHeldMessage(dir, current.holder));
      }
      // Stale: move it aside atomically, and only delete what we judged stale (another process
      // may have taken it over in between; then its lock is put back).
      const aside = `${path}.stale.${process.pid}`;
      try {
        renameSync(path, aside);
      } catch (err) {
        if (code(err) === "ENOENT") continue;
        throw err;
      }
      const moved = readFileSync(aside, "utf8");
      if (moved !== current.raw) {
        try {
          linkSync(aside, path);
        } catch {
          /* a third process holds it now; the next round reports it */
        }
      }
      unlinkSync(aside);
    }
    throw new DataDirError(`${label(dir)} tidak dapat dikunci: ${LOCK_FILE} terus berubah; apakah beberapa server dijalankan sekaligus? Jalankan satu saja.`);
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      /* linked or gone */
    }
  }
}

// ---------------------------------------------------------------------------------------------
// An existing cluster: the files PGlite cannot start without

const CRC32C = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

export function crc32c(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC32C[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * Checks `global/pg_control` (PostgreSQL's control file: 8192 bytes whose leading struct ends
 * in its CRC-32C) and returns the WAL segment holding the last checkpoint's redo point, or an
 * error text. The CRC's offset differs between PostgreSQL versions, so it is searched for.
 */
export function inspectPgControl(bytes: Uint8Array): { ok: true; redoSegment: string | null } | { ok: false; problem: string } {
  if (bytes.length !== 8192) return { ok: false, problem: `ukurannya ${bytes.length} byte, seharusnya 8192` };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let crcAt = -1;
  for (let off = 64; off <= 1024; off += 4) {
    if (crc32c(bytes.subarray(0, off)) === view.getUint32(off, true)) {
      crcAt = off;
      break;
    }
  }
  if (crcAt < 0) return { ok: false, problem: "checksum tidak cocok" };
  // Layout of PostgreSQL 18 (pg_control_version 1800): checkPointCopy.redo at 40, its timeline
  // at 48, xlog_seg_size at 228. Other versions: no segment check.
  if (view.getUint32(8, true) !== 1800) return { ok: true, redoSegment: null };
  const redo = view.getBigUint64(40, true);
  const tli = view.getUint32(48, true);
  const segSize = BigInt(view.getUint32(228, true));
  if (segSize <= 0n || (segSize & (segSize - 1n)) !== 0n) return { ok: true, redoSegment: null };
  const segNo = redo / segSize;
  const perId = 0x1_0000_0000n / segSize;
  const hex = (n: bigint | number) => n.toString(16).toUpperCase().padStart(8, "0");
  return { ok: true, redoSegment: hex(tli) + hex(segNo / perId) + hex(segNo % perId) };
}

/**
 * For a directory that already holds a cluster (PG_VERSION present): the control file and the
 * WAL segment of the last checkpoint must be there, or PGlite aborts with "Aborted()".
 */
export function checkExistingCluster(dir: string): void {
  let hasCluster = true;
  try {
    statSync(join(dir, "PG_VERSION"));
  } catch {
    hasCluster = false;
  }
  if (!hasCluster) return;
  let control: Buffer;
  try {
    control = readFileSync(join(dir, "global", "pg_control"));
  } catch (err) {
    throw new DataDirError(
      code(err) === "ENOENT"
        ? `${label(dir)} rusak: global/pg_control tidak ada — pulihkan DATA_DIR dari cadangan (atau pindahkan folder ini dan mulai dengan DATA_DIR kosong).`
        : `${label(dir)}: global/pg_control tidak dapat dibaca (${reason(err)}) — perbaiki izin/kepemilikan berkas di DATA_DIR.`,
    );
  }
  const inspected = inspectPgControl(control);
  if (!inspected.ok) {
    throw new DataDirError(`${label(dir)} rusak: global/pg_control tidak valid (${inspected.problem}) — pulihkan DATA_DIR dari cadangan.`);
  }
  let segments: string[];
  try {
    segments = readdirSync(join(dir, "pg_wal")).filter((n) => /^[0-9A-F]{24}$/.test(n));
  } catch (err) {
    throw new DataDirError(`${label(dir)} rusak: folder pg_wal tidak dapat dibaca (${reason(err)}) — pulihkan DATA_DIR dari cadangan.`);
  }
  const missing = inspected.redoSegment ? !segments.includes(inspected.redoSegment) : segments.length === 0;
  if (missing) {
    throw new DataDirError(
      `${label(dir)} rusak: berkas WAL ${inspected.redoSegment ? `pg_wal/${inspected.redoSegment} ` : ""}hilang (log transaksi) — pulihkan DATA_DIR dari cadangan; jangan menghapus isi pg_wal.`,
    );
  }
}

/** The one line for a PGlite start-up failure (its own messages say "Aborted()" and little more). */
export function describeOpenFailure(dir: string, err: unknown): DataDirError {
  if (err instanceof DataDirError) return err;
  const detail = (err instanceof Error ? err.message : String(err))
    .split("\n")[0]!
    .replace(/\. Build with -sASSERTIONS.*$/, "")
    .slice(0, 160);
  const c = code(err) || (typeof (err as { errno?: unknown })?.errno === "number" ? `errno ${(err as { errno: number }).errno}` : "");
  if (/^(EACCES|EPERM|EROFS)$/.test(c)) {
    return new DataDirError(`${label(dir)} tidak dapat dibuka oleh PGlite (${c}): perbaiki izin/kepemilikan berkas di DATA_DIR atau pilih direktori lain.`);
  }
  return new DataDirError(
    `${label(dir)} tidak dapat dibuka oleh PGlite (${detail || c || "gagal tanpa keterangan"}): berkas basis data kemungkinan rusak atau tidak lengkap — pulihkan DATA_DIR dari cadangan, atau periksa izin/kepemilikan berkasnya.`,
  );
}

/** The holder of the data directory's lock when it is another live process, else null. */
export function liveLockHolder(dir: string): TLockHolder | null {
  const current = readHolder(join(dir, LOCK_FILE));
  return current?.holder && holderAlive(current.holder) ? current.holder : null;
}

export function lockHeldMessage(dir: string, h: TLockHolder): string {
  return `${label(dir)} sedang dipakai proses lain (pid ${h.pid}${h.host !== hostname() ? ` di ${h.host}` : ""}, sejak ${h.since}): hentikan proses itu dulu atau pilih DATA_DIR lain — dua proses pada satu DATA_DIR merusak data.`;
}

/**
 * The same checks openPglite makes, without opening or locking: `npm start` runs it before the
 * build check and before loading the application, so a bad DATA_DIR is reported within a second.
 */
export function preflightDataDir(dir: string): void {
  ensureWritableDir(dir);
  const holder = liveLockHolder(dir);
  if (holder) throw new DataDirError(lockHeldMessage(dir, holder));
  checkExistingCluster(dir);
}
