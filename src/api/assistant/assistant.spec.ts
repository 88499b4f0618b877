import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../domain/identity/accounts.ts";
import { openAiCompatibleModel } from "../../platform/llm/openai-compatible.ts";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { signedIn } from "../../../tests/helpers/identity.ts";
import { startLlmStandin } from "../../../tests/helpers/llm-standin.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.services.assistantPaceMs = 0;
});
afterAll(() => t?.close());

const SB = "sekolahbeta.localhost:3000";
const PS = "pesilat.localhost:3000";
const PASSWORD = "kata-sandi-kuat";
let seq = 0;

async function account() {
  const email = `tanya${++seq}-${Date.now()}@contoh.test`;
  const user = await createAccount(t.db.db, { name: `Penanya ${seq}`, email, password: PASSWORD });
  return { email, userId: user.id };
}

async function login(host: string, email: string, password = PASSWORD) {
  const res = await t.req(host, "/api/assistant/v1/identity/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { res, body: await res.json() };
}

async function chatToken(host: string) {
  const a = await account();
  const { body } = await login(host, a.email);
  return { ...a, token: body.data.token as string };
}

interface TLine {
  message_id: string;
  id: string;
  text: string;
}

async function ask(host: string, token: string | null, body: Record<string, unknown>) {
  const res = await t.req(host, "/api/assistant/v2/chat/", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const raw = await res.text();
  if (res.status !== 200) return { res, lines: [] as TLine[], text: "", json: JSON.parse(raw) };
  const lines = raw
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as TLine);
  return { res, lines, text: lines.map((l) => l.text).join(""), json: null };
}

describe(`assistant API on ${process.env.TEST_DB}`, () => {
  it("signs in with the account's password, stores the token and answers me; a wrong password is 401", async () => {
    const a = await account();
    const bad = await login(SB, a.email, "salah-sandi-123");
    expect(bad.res.status).toBe(401);
    expect(bad.body.message).toBe("Email atau kata sandi salah.");
    const { res, body } = await login(SB, a.email);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/tunas_chat=.*HttpOnly/);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const me = await (await t.req(SB, "/api/assistant/v1/identity/me", { headers: { authorization: `Bearer ${body.data.token}` } })).json();
    expect(me.data).toMatchObject({ email: a.email, id: a.userId });
    // The token is this tenant's only.
    expect((await t.req(PS, "/api/assistant/v1/identity/me", { headers: { authorization: `Bearer ${body.data.token}` } })).status).toBe(401);
    expect((await t.req(SB, "/api/assistant/v1/identity/me")).status).toBe(401);
    const missing = await t.req(SB, "/api/assistant/v1/identity/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "" }),
    });
    expect(missing.status).toBe(400);
  });

  it("issues a chat token straight from a signed-in site session, and refuses one without", async () => {
    const s = await signedIn(t, "sekolahbeta");
    const res = await t.req(SB, "/api/assistant/v1/identity/login", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${s.token}` },
      body: JSON.stringify({ session: true }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.user.email).toBe(s.email);
    const anon = await t.req(SB, "/api/assistant/v1/identity/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session: true }),
    });
    expect(anon.status).toBe(401);
  });

  it("streams an NDJSON answer grounded in the tenant's classes, with links, and stores the exchange", async () => {
    const u = await chatToken(SB);
    const r = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "kelas apa yang cocok untuk pemula yang ingin jadi web developer?" });
    expect(r.res.status).toBe(200);
    expect(r.res.headers.get("content-type")).toContain("application/x-ndjson");
    expect(r.lines.length).toBeGreaterThan(5);
    const ids = new Set(r.lines.map((l) => `${l.message_id}/${l.id}`));
    expect(ids.size).toBe(1);
    expect(r.text).toMatch(/\]\(\/Class\/[a-z0-9-]+\)/);
    expect(r.text).toMatch(/Sumber: \[/);
    const page = await (
      await t.req(SB, `/api/assistant/v1/conversations/${r.lines[0]!.id}/messages`, { headers: { authorization: `Bearer ${u.token}` } })
    ).json();
    expect(page.data).toMatchObject({ page: 1, perPage: 10, totalItems: 1, totalPages: 1 });
    expect(page.data.items[0]).toMatchObject({
      id: r.lines[0]!.message_id,
      query: "kelas apa yang cocok untuk pemula yang ingin jadi web developer?",
      status: "done",
    });
    expect(page.data.items[0].response.value).toBe(r.text);
  });

  it("says honestly when nothing relevant is found, without inventing a price or class", async () => {
    const u = await chatToken(SB);
    const r = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "siapa presiden pertama indonesia?" });
    expect(r.text).toContain("tidak menemukan informasi");
    expect(r.text).not.toMatch(/Rp\s?\d/);
  });

  it("refuses another tenant's workspace_id (403) and conversation id (404), and checks the input", async () => {
    const u = await chatToken(SB);
    const other = await chatToken(PS);
    const theirs = await ask(PS, other.token, { workspace_id: "pesilat", query: "kelas las untuk pemula" });
    const convo = theirs.lines[0]!.id;
    expect((await ask(SB, u.token, { workspace_id: "pesilat", query: "kelas las" })).res.status).toBe(403);
    const cross = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "kelas web", conversation_id: convo });
    expect(cross.res.status).toBe(404);
    expect(cross.json.message).toBe("Percakapan tidak ditemukan.");
    expect((await t.req(SB, `/api/assistant/v1/conversations/${convo}/messages`, { headers: { authorization: `Bearer ${u.token}` } })).status).toBe(404);
    expect((await t.req(SB, `/api/assistant/v1/conversations/${convo}`, { method: "DELETE", headers: { authorization: `Bearer ${u.token}` } })).status).toBe(
      404,
    );
    // Another user of the same tenant cannot read it either.
    const neighbour = await chatToken(PS);
    expect((await t.req(PS, `/api/assistant/v1/conversations/${convo}/messages`, { headers: { authorization: `Bearer ${neighbour.token}` } })).status).toBe(
      404,
    );
    const long = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "a".repeat(501) });
    expect(long.res.status).toBe(400);
    expect(long.json.message).toBe("Pertanyaan maksimal 500 karakter.");
    expect((await ask(SB, null, { workspace_id: "sekolahbeta", query: "kelas web" })).res.status).toBe(401);
  });

  it("pages through a conversation and deletes it", async () => {
    const u = await chatToken(SB);
    const first = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "berapa harga paket intensif?" });
    const id = first.lines[0]!.id;
    for (const q of ["apakah ada cicilan?", "apakah ada beasiswa?"]) {
      const r = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: q, conversation_id: id });
      expect(r.lines[0]!.id).toBe(id);
    }
    const auth = { headers: { authorization: `Bearer ${u.token}` } };
    const p2 = await (await t.req(SB, `/api/assistant/v1/conversations/${id}/messages?page=2&perPage=2`, auth)).json();
    expect(p2.data).toMatchObject({ page: 2, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(p2.data.items.map((i: { query: string }) => i.query)).toEqual(["apakah ada beasiswa?"]);
    expect((await t.req(SB, `/api/assistant/v1/conversations/${id}/messages?perPage=500`, auth)).status).toBe(400);
    const del = await t.req(SB, `/api/assistant/v1/conversations/${id}`, { method: "DELETE", ...auth });
    expect(del.status).toBe(200);
    expect((await t.req(SB, `/api/assistant/v1/conversations/${id}/messages`, auth)).status).toBe(404);
  });

  it("keeps the index current: a page edited through the CMS answers at once", async () => {
    const writer = await signedIn(t, "sekolahbeta", 6);
    const put = await t.req(SB, "/api/v1/cms/pages/campus", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${writer.token}` },
      body: JSON.stringify({
        title: "Kampus",
        lead: "Kerja sama dengan kampus.",
        sections: [
          {
            type: "faq",
            title: "Tanya jawab",
            items: [{ q: "Apakah ada program magang kampus merdeka?", a: "Ya, program Magang Kampus Merdeka Sekolah Beta dibuka setiap semester ganjil." }],
          },
        ],
      }),
    });
    expect(put.status).toBe(200);
    const u = await chatToken(SB);
    const r = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "apakah ada magang kampus merdeka?" });
    expect(r.text).toContain("semester ganjil");
    expect(r.text).toContain("](/Campus)");
  });

  it("limits questions per user in the database (429 with Retry-After)", async () => {
    const u = await chatToken(SB);
    let last: Response | null = null;
    for (let i = 0; i < 21; i++) last = (await ask(SB, u.token, { workspace_id: "sekolahbeta", query: `kelas git ${i}` })).res;
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe(`assistant with an OpenAI-compatible model (stand-in) on ${process.env.TEST_DB}`, () => {
  it("streams the model's pieces from the tenant's own context only, then cites the sources", async () => {
    const llm = await startLlmStandin({ reply: () => ["Kelas ", "Pemrograman Web ", "cocok ", "untuk pemula. ✨"], delayMs: 5 });
    t.services.assistantModel = openAiCompatibleModel({ baseUrl: llm.baseUrl, apiKey: "kunci-uji", model: "uji-model", timeoutMs: 2000 });
    try {
      const u = await chatToken(SB);
      const r = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "kelas web untuk pemula" });
      expect(r.text.startsWith("Kelas Pemrograman Web cocok untuk pemula. ✨")).toBe(true);
      expect(r.text).toMatch(/Sumber: \[.+\]\(\/Class\//);
      expect(llm.requests).toHaveLength(1);
      const req = llm.requests[0]!;
      expect(req.authorization).toBe("Bearer kunci-uji");
      expect(req.body).toMatchObject({ model: "uji-model", stream: true });
      const prompt = req.body.messages.map((m) => m.content).join("\n");
      expect(prompt).toContain("Sekolah Beta");
      expect(prompt).toContain("/Class/pemrograman-web");
      // Nothing of another tenant (pesilat's vocational classes) reaches this tenant's context.
      expect(prompt).not.toMatch(/Pengelasan|Otomotif|Pesilat/);
      const page = await (
        await t.req(SB, `/api/assistant/v1/conversations/${r.lines[0]!.id}/messages`, { headers: { authorization: `Bearer ${u.token}` } })
      ).json();
      expect(page.data.items[0].response.value).toBe(r.text);
    } finally {
      t.services.assistantModel = null;
      await llm.close();
    }
  });

  it("on a provider time-out says so in Indonesian and answers from the passages instead", async () => {
    const llm = await startLlmStandin({ stallMs: 3000 });
    t.services.assistantModel = openAiCompatibleModel({ baseUrl: llm.baseUrl, model: "uji-model", timeoutMs: 1000 });
    t.services.assistantTimeoutMs = 1000;
    try {
      const u = await chatToken(SB);
      const started = Date.now();
      const r = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "berapa harga paket intensif?" });
      expect(Date.now() - started).toBeLessThan(2900);
      expect(r.text).toContain("Maaf, layanan asisten tidak menjawab tepat waktu.");
      expect(r.text).toContain("](/Pricing)");
    } finally {
      t.services.assistantModel = null;
      t.services.assistantTimeoutMs = undefined;
      await llm.close();
    }
  });
});

describe(`assistant conversations list on ${process.env.TEST_DB}`, () => {
  it("lists the user's conversations with their question counts, newest first", async () => {
    const { listConversations } = await import("../../domain/assistant/conversations.ts");
    const u = await chatToken(SB);
    const a = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "kelas python" });
    await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "berapa biayanya?", conversation_id: a.lines[0]!.id });
    const b = await ask(SB, u.token, { workspace_id: "sekolahbeta", query: "kelas flutter" });
    const list = await listConversations({ db: t.db.db, tenantId: "sekolahbeta" }, u.userId);
    expect(list.items.map((c) => [c.id, c.title, c.messages])).toEqual([
      [b.lines[0]!.id, "kelas flutter", 1],
      [a.lines[0]!.id, "kelas python", 2],
    ]);
    expect((await listConversations({ db: t.db.db, tenantId: "pesilat" }, u.userId)).items).toEqual([]);
  });
});
