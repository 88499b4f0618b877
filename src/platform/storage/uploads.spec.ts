import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { signedIn } from "../../../tests/helpers/identity.ts";
import { localFileStore, s3FileStore, setFileStore } from "./index.ts";
import { sniffType } from "./uploads.ts";

let t: TTestApp;
beforeAll(async () => {
  setFileStore(localFileStore(mkdtempSync(join(tmpdir(), "tunas-files-"))));
  t = await createTestApp();
});
afterAll(async () => {
  setFileStore(null);
  await t?.close();
});

/** Uploads need a signed-in user (a form's attachment aside: tests/security-uploads-signin-rest.spec.ts). */
const tokens = new Map<string, string>();
async function bearer(host: string): Promise<string> {
  const layout = host.split(".")[0]!;
  if (!tokens.has(layout)) tokens.set(layout, (await signedIn(t, (await t.services.registry.byLayout(layout))!.id)).token);
  return tokens.get(layout)!;
}

const upload = async (host: string, file: Blob | null, name = "logo.png") => {
  const form = new FormData();
  if (file) form.set("file", file, name);
  return t.req(host, "/api/v1/drive/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${await bearer(host)}` } });
};

async function pngWithExif(): Promise<Uint8Array> {
  const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2096C4" } })
    .png()
    .withExif({ IFD0: { Copyright: "Rahasia GPS -6.9,107.6", Artist: "Kamera Sekolah" } })
    .toBuffer();
  return new Uint8Array(buf);
}

describe(`drive upload on ${process.env.TEST_DB}`, () => {
  it("stores an image re-encoded without its metadata and serves it only on its own tenant", async () => {
    const original = await pngWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(
      "sekolahbeta.localhost",
      new Blob([original as Uint8Array<ArrayBuffer>], { type: "application/octet-stream" }),
      "Logo Sekolah (final).PNG",
    );
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ type: "image/png", name: "Logo-Sekolah-final.png" });
    expect(data.url).toMatch(/^\/files\/[A-Za-z0-9_-]+\/Logo-Sekolah-final\.png$/);

    const served = await t.req("sekolahbeta.localhost", data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(bytes).includes("Rahasia GPS")).toBe(false);

    expect((await t.req("smkcoding.localhost", data.url)).status).toBe(404);
  });

  it("reads the type from the bytes: a text file named .png is refused, a PDF named .txt is a PDF", async () => {
    const fake = await upload("jda.localhost", new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "foto.png");
    expect(fake.status).toBe(422);
    expect(await fake.json()).toMatchObject({ status: false, data: null, message: expect.stringMatching(/Jenis file tidak didukung/) });
    const pdf = await upload("jda.localhost", new Blob(["%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"], { type: "text/plain" }), "cv.txt");
    expect(pdf.status).toBe(200);
    const { data } = await pdf.json();
    expect(data).toMatchObject({ type: "application/pdf", name: "cv.pdf" });
    const served = await t.req("jda.localhost", data.url);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(sniffType(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });

  it("refuses a 10 MB body with 413, a missing file with 400 and a non-multipart body with 415", async () => {
    const big = await upload("komodo.localhost", new Blob([new Uint8Array(10 * 1024 * 1024)]), "besar.pdf");
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ status: false });
    expect((await upload("komodo.localhost", null)).status).toBe(400);
    const json = await t.req("komodo.localhost", "/api/v1/drive/upload", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await bearer("komodo.localhost")}` },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const broken = await upload("komodo.localhost", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])]), "rusak.png");
    expect(broken.status).toBe(422);
  });
});

describe("S3-compatible store", () => {
  it("puts and gets objects with AWS Signature V4 against a stand-in S3 server", async () => {
    const objects = new Map<string, Buffer>();
    const seen: { auth: string; sha: string; bodySha: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        seen.push({
          auth: String(req.headers.authorization),
          sha: String(req.headers["x-amz-content-sha256"]),
          bodySha: createHash("sha256").update(body).digest("hex"),
        });
        if (!String(req.headers.authorization).startsWith("AWS4-HMAC-SHA256 Credential=AKIDUJI/")) return res.writeHead(403).end();
        if (req.method === "PUT") {
          objects.set(req.url!, body);
          return res.writeHead(200).end();
        }
        if (req.method === "DELETE") {
          objects.delete(req.url!);
          return res.writeHead(204).end();
        }
        const obj = objects.get(req.url!);
        if (!obj) return res.writeHead(404).end();
        res.writeHead(200).end(obj);
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    try {
      const store = s3FileStore({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "tunas-files",
        region: "ap-southeast-3",
        accessKeyId: "AKIDUJI",
        secretAccessKey: "rahasia",
      });
      await store.put("sekolahbeta/abcdefgh12345678", new Uint8Array([1, 2, 3]), "application/pdf");
      expect([...objects.keys()]).toEqual(["/tunas-files/sekolahbeta/abcdefgh12345678"]);
      expect(Array.from((await store.get("sekolahbeta/abcdefgh12345678"))!)).toEqual([1, 2, 3]);
      expect(await store.get("sekolahbeta/tidakadaxxxxxxxx")).toBeNull();
      // Deleting (an unclaimed form attachment) removes the object; a missing one is no error.
      await store.delete("sekolahbeta/abcdefgh12345678");
      expect(await store.get("sekolahbeta/abcdefgh12345678")).toBeNull();
      await store.delete("sekolahbeta/abcdefgh12345678");
      for (const s of seen) expect(s.sha).toBe(s.bodySha);
      expect(seen[0]!.auth).toMatch(/SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/);
    } finally {
      server.close();
    }
  });
});
