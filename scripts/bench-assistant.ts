// `npm run bench:assistant [-- --rounds 20 --port 3560 --misses]`
// The assistant's figures: retrieval hit rate on the fixed Indonesian question sets of two tenants
// (expected page in the top 3 and at rank 1; tuned set and held-out set apart), search latency,
// and the time to the first streamed NDJSON line of `POST /api/assistant/v2/chat/` over real HTTP —
// with the built-in composer and with an OpenAI-compatible stand-in model. Fresh in-memory PGlite
// with the demo seed; no build needed.
import { serve } from "@hono/node-server";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { createAccount } from "../src/domain/identity/accounts.ts";
import { searchPassages } from "../src/domain/assistant/retrieval.ts";
import { openAiCompatibleModel } from "../src/platform/llm/openai-compatible.ts";
import { createTestApp } from "../tests/helpers/app.ts";
import { startLlmStandin } from "../tests/helpers/llm-standin.ts";
import { EVAL_QUESTIONS, HELD_OUT, samePage, type TEvalQuestion } from "../tests/fixtures/assistant-questions.ts";

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const ROUNDS = Number(arg("rounds", "20"));
const PORT = Number(arg("port", "0"));

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

const t = await createTestApp();
const db = t.db.db;

console.log("\nAssistant retrieval (expected page among the top 3 / at rank 1)\n");
console.log("tenant        set        questions  top-3   rank-1  search p50  p95");
for (const tenantId of ["sekolahbeta", "pesilat"] as const) {
  await searchPassages({ db, tenantId }, "pemanasan indeks"); // builds the index once
  for (const [label, set] of [
    ["tuned", EVAL_QUESTIONS[tenantId]],
    ["held-out", HELD_OUT[tenantId]],
  ] as [string, TEvalQuestion[]][]) {
    let top3 = 0;
    let top1 = 0;
    const times: number[] = [];
    for (const { q, url } of set) {
      const s = performance.now();
      const r = await searchPassages({ db, tenantId }, q, 3);
      times.push(performance.now() - s);
      if (r.hits.some((h) => samePage(h.url, url))) top3++;
      else if (process.argv.includes("--misses")) console.log(`  miss: ${q} → ${r.hits.map((h) => h.url).join(", ")}`);
      if (r.hits[0] && samePage(r.hits[0].url, url)) top1++;
    }
    const rate = (n: number) => `${((100 * n) / set.length).toFixed(0)}%`.padEnd(7);
    console.log(
      `${tenantId.padEnd(13)} ${label.padEnd(10)} ${String(set.length).padEnd(10)} ${rate(top3)} ${rate(top1)} ${ms(pct(times, 50)).padEnd(11)} ${ms(pct(times, 95))}`,
    );
  }
}

// ---- Streaming over HTTP --------------------------------------------------------------------------
const server = serve({ fetch: t.app.fetch, port: PORT, hostname: "127.0.0.1" });
await new Promise((ok) => server.once("listening", ok));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// Each request names its own client address (X-Forwarded-For from this loopback "proxy"), so the
// per-address limit (60 a minute) measures nothing here; the per-user one is met by fresh users.
t.services.trustProxy = "127.0.0.1";
let benchUsers = 0;

/** node:http, because fetch does not let a caller set the Host header (the tenant is chosen by it). */
function post(host: string, path: string, headers: Record<string, string>, body: string, onFirstByte?: () => void): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method: "POST", headers: { ...headers, host, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        let first = true;
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          if (first) {
            first = false;
            onFirstByte?.();
          }
          text += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A fresh account each time: the per-user limit (20 questions a minute) stays out of the figures. */
async function tokenFor(host: string) {
  const email = `bench-${Date.now()}-${++benchUsers}@contoh.test`;
  await createAccount(db, { name: "Bench", email, password: "kata-sandi-bench" });
  const res = await post(host, "/api/assistant/v1/identity/login", {}, JSON.stringify({ email, password: "kata-sandi-bench" }));
  return (JSON.parse(res.text) as { data: { token: string } }).data.token;
}

async function ask(host: string, workspace: string, token: string, query: string) {
  const s = performance.now();
  let first = NaN;
  const res = await post(
    host,
    "/api/assistant/v2/chat/",
    { authorization: `Bearer ${token}`, "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    JSON.stringify({ workspace_id: workspace, query }),
    () => {
      first = performance.now() - s;
    },
  );
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.text}`);
  return { first, total: performance.now() - s };
}

async function streamRound(label: string) {
  const firsts: number[] = [];
  const totals: number[] = [];
  for (const [layout, set] of [
    ["sekolahbeta", EVAL_QUESTIONS.sekolahbeta],
    ["pesilat", EVAL_QUESTIONS.pesilat],
  ] as const) {
    const host = `${layout}.localhost:3000`;
    // A fresh user per 15 questions keeps the per-user limit (20 a minute) out of the figures.
    let token = await tokenFor(host);
    for (let i = 0; i < ROUNDS; i++) {
      if (i > 0 && i % 15 === 0) token = await tokenFor(host);
      const r = await ask(host, layout, token, set[i % set.length]!.q);
      firsts.push(r.first);
      totals.push(r.total);
    }
  }
  console.log(
    `${label.padEnd(34)} ${String(firsts.length).padEnd(8)} ${ms(pct(firsts, 50)).padEnd(11)} ${ms(pct(firsts, 95)).padEnd(11)} ${ms(Math.max(...firsts)).padEnd(11)} ${ms(pct(totals, 50))}`,
  );
}

console.log("\nTime to the first streamed line of POST /api/assistant/v2/chat/ (HTTP on 127.0.0.1)\n");
console.log("composer                           answers  first p50   first p95   first max   whole answer p50");
t.services.assistantPaceMs = 0;
await streamRound("built-in, no pacing");
t.services.assistantPaceMs = undefined;
await streamRound("built-in, 12 ms between words");
const llm = await startLlmStandin({ reply: () => "Menurut halaman situs, kelas ini cocok untuk pemula dan dibuka setiap bulan.".split(/(?<= )/), delayMs: 20 });
t.services.assistantModel = openAiCompatibleModel({ baseUrl: llm.baseUrl, model: "stand-in", timeoutMs: 5000 });
await streamRound("OpenAI stand-in, 20 ms per piece");
t.services.assistantModel = null;
await llm.close();

server.close();
await t.close();
process.exit(0);
