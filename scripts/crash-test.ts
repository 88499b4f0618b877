/**
 * `npm run test:crash` — crash safety of acknowledged writes and of the mail outbox.
 *
 * Runs the real server (`scripts/start.mjs`) on a fresh PGlite DATA_DIR and, for several rounds,
 * sends a stream of writes, then kills the server with SIGKILL at a random moment:
 *   - coder sign-ups (`POST /api/v1/auth/signup/coder`, 202): a pending account plus an activation
 *     mail in the outbox, written in one transaction;
 *   - click logs (`POST /api/v1/logger/log/click`, 201).
 * After each kill it opens the data directory itself and checks that every acknowledged write is
 * there, then starts the server again on the same data. At the end it lets the outbox drain into a
 * stand-in SMTP server and counts activation mails per address: each acknowledged sign-up must get
 * exactly one message (tries of one outbox mail share a Message-ID; a try accepted just before a
 * kill is sent again and counted apart). Prints lost writes and duplicate mails; exits 1 if either
 * is not 0.
 *
 * Options: --rounds N (default 5), --port P (default 3390), --writers N (default 8).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-runtime.ts";
import { openPglite } from "../src/db/client.ts";
import { clickLogs, mailOutbox } from "../src/db/schema/index.ts";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const ROUNDS = arg("rounds", 5);
const PORT = arg("port", 3390);
const WRITERS = arg("writers", 8);
// fetch() does not send a custom Host header: writes reach the site that answers on 127.0.0.1 (the demo site).
const SITE = "http://localhost/";
const BASE = `http://127.0.0.1:${PORT}`;

// ---- stand-in SMTP server: records every delivery per recipient, with its Message-ID ------------
// SMTP cannot deliver exactly once: a mail the server accepted just before our process was killed
// (before `sent_at` was written) is sent again after its lease. Every try of one outbox mail carries
// the same Message-ID, so the receiver shows it once; a duplicate is a second *different* mail.
const delivered = new Map<string, string[]>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, done) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 8192) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      const id = /^message-id:\s*(\S+)/im.exec(head.split(/\r?\n\r?\n/)[0] ?? "")?.[1] ?? `(none ${Math.random()})`;
      for (const r of session.envelope.rcptTo) {
        const to = r.address.toLowerCase();
        delivered.set(to, [...(delivered.get(to) ?? []), id]);
      }
      done();
    });
  },
});
// A killed or stopped server drops its SMTP connection mid-session: not an error of the test.
smtp.on("error", () => {});
await new Promise<void>((ok) => smtp.listen(0, "127.0.0.1", ok));
const smtpPort = (smtp.server.address() as { port: number }).port;

const dataDir = mkdtempSync(join(tmpdir(), "tunas-crash-"));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_INTERVAL_MS: "200",
  TRUST_PROXY: "127.0.0.1",
  LOG_LEVEL: "warn",
};

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.mjs"], {
    env: { ...SERVER_ENV, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} on start`);
    try {
      const r = await fetch(`${BASE}/api/v1/authorizer/version`, {});
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start within 120 s");
}

let seq = 0;
const ackedSignups: string[] = [];
const ackedClicks: string[] = [];
let refused = 0;

let ipSeq = 0;
function fakeIp(): string {
  const n = ++ipSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function writer(stop: { now: boolean }, round: number): Promise<void> {
  while (!stop.now) {
    const n = ++seq;
    try {
      if (n % 2 === 0) {
        const email = `crash-r${round}-n${n}@contoh.test`;
        const r = await fetch(`${BASE}/api/v1/auth/signup/coder`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": fakeIp() },
          body: JSON.stringify({ name: `Peserta ${n}`, email, password: "kata-sandi-kuat-123" }),
        });
        if (r.status === 202) ackedSignups.push(email);
        else refused++;
      } else {
        const to = `https://contoh.test/crash/r${round}/n${n}`;
        const r = await fetch(`${BASE}/api/v1/logger/log/click`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": fakeIp() },
          body: JSON.stringify({ from: SITE, to, type: "external", timestamp: new Date().toISOString() }),
        });
        if (r.status === 201) ackedClicks.push(to);
        else refused++;
      }
    } catch {
      return; // the server died mid-request: that write was never acknowledged
    }
  }
}

/** Opens the data directory while no server runs and returns what is missing. */
async function missingWrites(): Promise<{ signups: number; clicks: number }> {
  const db = await openPglite(dataDir);
  try {
    const mails = await db.db.select({ to: mailOutbox.toAddress }).from(mailOutbox);
    const mailed = new Set(mails.map((r) => r.to.toLowerCase()));
    const clicks = await db.db.select({ to: clickLogs.to }).from(clickLogs);
    const logged = new Set(clicks.map((r) => r.to));
    return {
      signups: ackedSignups.filter((e) => !mailed.has(e.toLowerCase())).length,
      clicks: ackedClicks.filter((u) => !logged.has(u)).length,
    };
  } finally {
    await db.close();
  }
}

const rows: { round: number; killAfterMs: number; signups: number; clicks: number; lostSignups: number; lostClicks: number; restartMs: number }[] = [];
let server = await startServer();
let exitCode = 0;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const before = { s: ackedSignups.length, c: ackedClicks.length };
    const stop = { now: false };
    const writers = Array.from({ length: WRITERS }, () => writer(stop, round));
    const killAfterMs = 3_000 + Math.floor(Math.random() * 5_000);
    await new Promise((r) => setTimeout(r, killAfterMs));
    server.kill("SIGKILL");
    await new Promise((r) => server.once("exit", r));
    stop.now = true;
    await Promise.all(writers);
    const lost = await missingWrites();
    const t0 = Date.now();
    server = await startServer();
    rows.push({
      round,
      killAfterMs,
      signups: ackedSignups.length - before.s,
      clicks: ackedClicks.length - before.c,
      lostSignups: lost.signups,
      lostClicks: lost.clicks,
      restartMs: Date.now() - t0,
    });
  }
  // Let the outbox drain: every acknowledged sign-up's activation mail, once. A mail claimed by a
  // killed server keeps its lease (2 min: another live process may still be sending it), so wait past it.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && ackedSignups.some((e) => !delivered.has(e))) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 1_500)); // a late duplicate would arrive now
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => (server.exitCode !== null ? r(null) : server.once("exit", r)));
}

const final = await missingWrites();
const undelivered = ackedSignups.filter((e) => !delivered.has(e)).length;
// A second different mail to one address is a duplicate; the same Message-ID again is a resend.
const duplicates = [...delivered.values()].reduce((n, ids) => n + new Set(ids).size - 1, 0);
const resent = [...delivered.values()].reduce((n, ids) => n + ids.length - new Set(ids).size, 0);
smtp.close();
rmSync(dataDir, { recursive: true, force: true });

console.log("\nround  kill after  acked sign-ups  acked clicks  lost sign-ups  lost clicks  restart");
for (const r of rows) {
  console.log(
    `${String(r.round).padStart(5)}  ${`${r.killAfterMs} ms`.padStart(10)}  ${String(r.signups).padStart(14)}  ${String(r.clicks).padStart(12)}  ${String(r.lostSignups).padStart(13)}  ${String(r.lostClicks).padStart(11)}  ${`${r.restartMs} ms`.padStart(7)}`,
  );
}
const lostTotal = final.signups + final.clicks;
console.log(`\nacknowledged writes: ${ackedSignups.length} sign-ups, ${ackedClicks.length} click logs (${refused} refused, not counted)`);
console.log(`lost acknowledged writes: ${lostTotal}`);
console.log(
  `activation mails: ${ackedSignups.length - undelivered} delivered, ${undelivered} not delivered, ${duplicates} duplicates` +
    ` (${resent} sent again after a kill with the same Message-ID, which the receiver shows once)`,
);
if (lostTotal > 0 || duplicates > 0 || undelivered > 0) exitCode = 1;
process.exit(exitCode);
