import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressFast, pickEncoding } from "./page-cache.ts";

describe("response encoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("deflate, gzip;q=1.0, *;q=0.5")).toBe("gzip");
    expect(pickEncoding("gzip;q=0")).toBeNull();
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("xbr, gzipx")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it("compresses a page so the browser gets the same bytes back", () => {
    const page = "<!DOCTYPE html><html lang=\"id\"><body>" + "<p>Kelas Pemrograman Web — Rp 2.500.000</p>".repeat(300) + "</body></html>";
    const br = compressFast(page, "br");
    const gz = compressFast(page, "gzip");
    expect(br.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(br).toString("utf8")).toBe(page);
    expect(gunzipSync(gz).toString("utf8")).toBe(page);
  });
});
