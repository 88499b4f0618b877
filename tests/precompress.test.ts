import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDir } from "../vite/precompress.ts";
import { chooseEncoding, etagMatches } from "../src/server/static-assets.ts";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "assets-precompress-"));
  mkdirSync(join(dir, "assets/nested"), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (n: number) => Array.from({ length: n }, (_, i) => `export function f${i % 50}() { return "Selamat datang di Tunas"; }\n`).join("");

describe("precompressDir", () => {
  it("writes brotli and gzip copies that decompress to the original, for JS, CSS, SVG and JSON, nested too", async () => {
    const files = {
      "assets/entry-abc.js": text(400),
      "assets/root-abc.css": ".a{color:red}\n".repeat(300),
      "assets/nested/logo-abc.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(100)}</svg>`,
      "assets/data-abc.json": JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: "kelas" }))),
    };
    for (const [p, body] of Object.entries(files)) writeFileSync(join(dir, p), body);
    const report = await precompressDir(dir);
    expect(report.files).toBe(4);
    for (const [p, body] of Object.entries(files)) {
      const br = readFileSync(join(dir, `${p}.br`));
      const gz = readFileSync(join(dir, `${p}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(body);
      expect(gunzipSync(gz).toString()).toBe(body);
      expect(br.length).toBeLessThan(body.length);
      expect(gz.length).toBeLessThan(body.length);
    }
    expect(report.brBytes).toBeLessThan(report.gzBytes);
    expect(report.gzBytes).toBeLessThan(report.bytes);
  });

  it("leaves already-compressed formats alone (woff2, images)", async () => {
    writeFileSync(join(dir, "assets/inter-abc.woff2"), text(100));
    writeFileSync(join(dir, "assets/photo-abc.webp"), text(100));
    const report = await precompressDir(dir);
    expect(report.files).toBe(0);
    expect(existsSync(join(dir, "assets/inter-abc.woff2.br"))).toBe(false);
    expect(existsSync(join(dir, "assets/photo-abc.webp.gz"))).toBe(false);
  });

  it("writes no copy that is not smaller than the file, and removes a stale one", async () => {
    writeFileSync(join(dir, "assets/tiny-abc.js"), "1");
    writeFileSync(join(dir, "assets/tiny-abc.js.br"), "stale");
    await precompressDir(dir);
    expect(existsSync(join(dir, "assets/tiny-abc.js.br"))).toBe(false);
    expect(existsSync(join(dir, "assets/tiny-abc.js.gz"))).toBe(false);
  });

  it("does not compress its own output again when run twice", async () => {
    writeFileSync(join(dir, "assets/entry-abc.js"), text(400));
    await precompressDir(dir);
    const again = await precompressDir(dir);
    expect(again.files).toBe(1);
    expect(existsSync(join(dir, "assets/entry-abc.js.br.br"))).toBe(false);
    expect(existsSync(join(dir, "assets/entry-abc.js.gz.gz"))).toBe(false);
  });
});

describe("chooseEncoding", () => {
  const both = { br: true, gzip: true };
  it("follows the client's q-values among the copies held", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(chooseEncoding("gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("gzip;q=1.0, br;q=0.5", both)).toBe("gzip");
    expect(chooseEncoding("BR;Q=0.9, gzip;q=0.9", both)).toBe("br");
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("*;q=0.5, br;q=0", both)).toBe("gzip");
    expect(chooseEncoding("br, gzip", { br: false, gzip: true })).toBe("gzip");
    expect(chooseEncoding("br", { br: false, gzip: true })).toBeNull();
    expect(chooseEncoding("identity", both)).toBeNull();
    expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding("", both)).toBeNull();
  });
});

describe("etagMatches", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(etagMatches('"a-br"', '"a-br"')).toBe(true);
    expect(etagMatches('W/"a-br"', '"a-br"')).toBe(true);
    expect(etagMatches('"x", "a-br"', '"a-br"')).toBe(true);
    expect(etagMatches("*", '"a-br"')).toBe(true);
    expect(etagMatches('"a-gzip"', '"a-br"')).toBe(false);
    expect(etagMatches('"a"', '"a-br"')).toBe(false);
  });
});
