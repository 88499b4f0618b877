import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog } from "../src/db/schema/admin.ts";
import { mediaItems } from "../src/db/schema/media.ts";
import { uploads } from "../src/db/schema/registrations.ts";
import { localFileStore, setFileStore } from "../src/platform/storage/index.ts";
import { sniffType } from "../src/platform/storage/uploads.ts";
import { countRows, makeTenant, makeUser, signInCookie, type TTenantMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

/**
 * /Dashboard/Media (issue 17): uploads through the upload path (type sniffed from the bytes, size
 * limits, images re-encoded), alt text required for images, list/search/paging, soft delete and
 * restore, optimistic concurrency of an edit, and isolation between tenants.
 */
let t: TTestApp;
// The page actions run in the server build, which has its own copy of the storage module: both
// copies find the same directory through FILES_DIR.
const filesDir = mkdtempSync(join(tmpdir(), "tunas-media-"));
const filesDirBefore = process.env.FILES_DIR;
beforeAll(async () => {
  process.env.FILES_DIR = filesDir;
  setFileStore(localFileStore(filesDir));
  t = await createTestApp({ render: await loadRender() });
}, 240_000);
afterAll(async () => {
  setFileStore(null);
  if (filesDirBefore === undefined) delete process.env.FILES_DIR;
  else process.env.FILES_DIR = filesDirBefore;
  await t?.close();
});

const at = (tenant: TTenantMade) => `${tenant.host}:3000`;
const PATH = "/Dashboard/Media";

async function png(): Promise<Blob> {
  const buf = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2096C4" } })
    .png()
    .withExif({ IFD0: { Artist: "Kamera Rahasia" } })
    .toBuffer();
  return new Blob([new Uint8Array(buf)], { type: "image/png" });
}

/** A tiny MP3: an ID3 tag header followed by MPEG audio frame bytes. */
function mp3(): Blob {
  const bytes = new Uint8Array(2048);
  bytes.set([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  bytes.set([0xff, 0xfb, 0x90, 0x64], 10);
  return new Blob([bytes], { type: "audio/mpeg" });
}

function upload(tenant: TTenantMade, cookie: string, file: Blob | null, fields: Record<string, string>, name = "foto-kelas.png") {
  const form = new FormData();
  form.set("intent", "upload");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("file", file, name);
  return t.req(at(tenant), PATH, { method: "POST", body: form, headers: { cookie, origin: `http://${at(tenant)}` } });
}

const post = (tenant: TTenantMade, cookie: string, body: Record<string, string>, query = "") =>
  t.req(at(tenant), `${PATH}${query}`, {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { cookie, origin: `http://${at(tenant)}`, "content-type": "application/x-www-form-urlencoded" },
  });

async function items(tenantId: string) {
  return t.db.db.select().from(mediaItems).where(eq(mediaItems.tenantId, tenantId));
}

describe(`media library on ${process.env.TEST_DB}`, () => {
  it("sniffs audio as well as images, and nothing else by its name", () => {
    expect(sniffType(new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0]))).toBe("audio/mpeg");
    expect(sniffType(new Uint8Array([0, 0, 0, 0x20, ...Buffer.from("ftypM4A "), 0, 0]))).toBe("audio/mp4");
    expect(sniffType(new Uint8Array(Buffer.from("OggS\0\x02")))).toBe("audio/ogg");
    expect(sniffType(new Uint8Array(Buffer.from("<svg onload=alert(1)>")))).toBeNull();
  });

  it("stores an image only with alt text, re-encoded, and lists it; refuses a file whose bytes are no image or audio", async () => {
    const tenant = await makeTenant(t);
    const writer = await makeUser(t, tenant, { role: "writer" });
    const cookie = await signInCookie(t, tenant, writer);

    const noAlt = await upload(tenant, cookie, await png(), { title: "Foto kelas", altText: "" });
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain("Teks alternatif wajib diisi untuk gambar");
    expect(await countRows(t, "uploads", tenant.id)).toBe(0);
    expect(await items(tenant.id)).toHaveLength(0);

    // An HTML file named like an image: the bytes decide, and it is refused.
    const fake = await upload(
      tenant,
      cookie,
      new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" }),
      { title: "Palsu", altText: "x" },
      "foto.png",
    );
    expect(fake.status).toBe(422);
    expect(await fake.text()).toContain("Jenis file tidak didukung");
    // A PDF is a fine upload elsewhere, but no media.
    const pdf = await upload(tenant, cookie, new Blob(["%PDF-1.4\n%…"]), { title: "Dokumen", altText: "" }, "brosur.pdf");
    expect(pdf.status).toBe(422);
    expect(await countRows(t, "uploads", tenant.id)).toBe(0);

    const ok = await upload(tenant, cookie, await png(), { title: "Foto kelas", altText: "Peserta belajar di laboratorium komputer" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Gambar “Foto kelas” diunggah.");
    const [item] = await items(tenant.id);
    expect(item).toMatchObject({
      kind: "image",
      mimeType: "image/png",
      width: 64,
      height: 48,
      altText: "Peserta belajar di laboratorium komputer",
      title: "Foto kelas",
    });
    const file = await t.req(at(tenant), item!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await sharp(new Uint8Array(await file.arrayBuffer())).metadata()).exif).toBeUndefined();
    const [audit] = await t.db.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.tenantId, tenant.id), eq(adminAuditLog.entity, "media")));
    expect(audit).toMatchObject({ action: "create", actorUserId: writer.id });

    // Audio needs no alt text; its title comes from the file name when none is given.
    const audio = await upload(tenant, cookie, mp3(), { title: "", altText: "" }, "episode-01_pembuka.mp3");
    expect(audio.status).toBe(200);
    const all = await items(tenant.id);
    expect(all.find((i) => i.kind === "audio")).toMatchObject({ mimeType: "audio/mpeg", title: "episode 01 pembuka", altText: "" });
    const served = await t.req(at(tenant), all.find((i) => i.kind === "audio")!.url);
    expect(served.headers.get("content-type")).toBe("audio/mpeg");

    const list = await (await t.req(at(tenant), `${PATH}?q=laboratorium`, { headers: { cookie } })).text();
    expect(list).toContain('alt="Peserta belajar di laboratorium komputer"');
    expect(list).not.toContain("episode 01 pembuka");
    const audioOnly = await (await t.req(at(tenant), `${PATH}?status=audio`, { headers: { cookie } })).text();
    expect(audioOnly).toContain("episode 01 pembuka");
    expect(audioOnly).not.toContain("Foto kelas</p>");
  });

  it("edits alt text under optimistic concurrency, refuses an empty alt text, deletes softly and restores", async () => {
    const tenant = await makeTenant(t);
    const admin = await makeUser(t, tenant, { role: "admin" });
    const cookie = await signInCookie(t, tenant, admin);
    await upload(tenant, cookie, await png(), { title: "Sampul", altText: "Sampul kursus" });
    const [item] = await items(tenant.id);
    const id = String(item!.id);

    // The edit form posts to the page it is on (`?ubah=<id>`).
    const edit = `?ubah=${id}`;
    const empty = await post(tenant, cookie, { intent: "edit", id, version: "1", title: "Sampul", altText: "" }, edit);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Teks alternatif wajib diisi untuk gambar");

    const saved = await post(tenant, cookie, { intent: "edit", id, version: "1", title: "Sampul baru", altText: "Sampul kursus React berwarna biru" }, edit);
    expect(saved.status).toBe(200);
    const stale = await post(tenant, cookie, { intent: "edit", id, version: "1", title: "Tertimpa", altText: "Tertimpa" }, edit);
    expect(stale.status).toBe(409);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain("Data ini sudah diubah oleh staf lain sejak Anda membukanya.");
    expect(staleHtml).toContain('value="Tertimpa"');
    expect((await items(tenant.id))[0]).toMatchObject({ title: "Sampul baru", altText: "Sampul kursus React berwarna biru", version: 2 });

    const ask = await post(tenant, cookie, { intent: "delete-ask", id });
    expect(await ask.text()).toContain("Hapus media “Sampul baru”?");
    expect((await items(tenant.id))[0]!.deletedAt).toBeNull();
    expect((await post(tenant, cookie, { intent: "delete", id })).status).toBe(200);
    expect((await items(tenant.id))[0]!.deletedAt).not.toBeNull();
    expect(await (await t.req(at(tenant), PATH, { headers: { cookie } })).text()).not.toContain("Sampul baru");
    expect(await (await t.req(at(tenant), `${PATH}?trash=1`, { headers: { cookie } })).text()).toContain("Sampul baru");
    expect((await post(tenant, cookie, { intent: "restore", id })).status).toBe(200);
    expect((await items(tenant.id))[0]!.deletedAt).toBeNull();
  });

  it("keeps each site's library to itself and to the roles with media.manage", async () => {
    const a = await makeTenant(t);
    const b = await makeTenant(t);
    const adminA = await makeUser(t, a, { role: "admin" });
    const adminB = await makeUser(t, b, { role: "admin" });
    const cookieA = await signInCookie(t, a, adminA);
    const cookieB = await signInCookie(t, b, adminB);
    await upload(b, cookieB, await png(), { title: "Milik B", altText: "Gambar milik situs B" });
    const [itemB] = await items(b.id);
    const id = String(itemB!.id);
    const crafted: Record<string, string>[] = [
      { intent: "edit", id, version: "1", title: "Diubah A", altText: "Diubah A" },
      { intent: "delete", id },
      { intent: "delete-ask", id },
    ];
    for (const body of crafted) {
      const res = await post(a, cookieA, body);
      expect([404, 409], body.intent).toContain(res.status);
    }
    expect((await items(b.id))[0]).toMatchObject({ title: "Milik B", deletedAt: null, version: 1 });
    expect(await (await t.req(at(a), `${PATH}?q=Milik`, { headers: { cookie: cookieA } })).text()).not.toContain("Gambar milik situs B");
    // B's file is not served on A's host.
    expect((await t.req(at(a), itemB!.url)).status).toBe(404);
    // A mentor or a student may not open the library.
    for (const role of ["mentor", "student"] as const) {
      const u = await makeUser(t, a, { role });
      expect((await t.req(at(a), PATH, { headers: { cookie: await signInCookie(t, a, u) } })).status, role).toBe(403);
    }
    expect(await t.db.db.select().from(uploads).where(eq(uploads.tenantId, a.id))).toHaveLength(0);
  });
});
