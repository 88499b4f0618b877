import { describe, expect, it } from "vitest";
import { FORM_MAX_BYTES } from "../../app/route-table.ts";
import { MEDIA_AUDIO_MAX_BYTES, UPLOAD_MAX_BYTES } from "../platform/storage/uploads.ts";
import { requiredCacheControl, routeFactsOf } from "./route-facts.ts";

describe("route facts of a path (app/route-table.ts)", () => {
  it("gives each route its form limit, for the page and its route data", () => {
    expect(routeFactsOf("/Kontak")?.formMaxBytes).toBe(FORM_MAX_BYTES.page);
    expect(routeFactsOf("/Talent-Hiring")?.formMaxBytes).toBe(FORM_MAX_BYTES.upload);
    expect(routeFactsOf("/Talent-Hiring.data")?.formMaxBytes).toBe(FORM_MAX_BYTES.upload);
    expect(routeFactsOf("/Dashboard/Media")?.formMaxBytes).toBe(FORM_MAX_BYTES.media);
    expect(routeFactsOf("/Dashboard/Media.data")?.formMaxBytes).toBe(FORM_MAX_BYTES.media);
    for (const p of ["/Dashboard/Konten", "/Dashboard/Konten/Halaman", "/Dashboard/Konten/Artikel/12", "/Dashboard/Konten/Artikel/12/Pratinjau"]) {
      expect(routeFactsOf(p)?.formMaxBytes, p).toBe(FORM_MAX_BYTES.content);
    }
    expect(routeFactsOf("/Dashboard/Pengguna")?.formMaxBytes).toBe(FORM_MAX_BYTES.page);
    expect(routeFactsOf("/tidak/ada/rute/ini")).toBeNull();
  });

  it("leaves room for the largest file each upload route takes", () => {
    expect(FORM_MAX_BYTES.upload).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(FORM_MAX_BYTES.media).toBeGreaterThan(MEDIA_AUDIO_MAX_BYTES);
  });

  it("says who may cache it: the strictest of the entries a path can match", () => {
    expect(routeFactsOf("/Class")?.cache).toBe("public");
    expect(routeFactsOf("/Dashboard")?.cache).toBe("private");
    expect(routeFactsOf("/Dashboard/Katalog/Kelas/baru.data")?.cache).toBe("private");
    expect(routeFactsOf("/Chat/History")?.cache).toBe("private");
    expect(routeFactsOf("/Make-Appointment")?.cache).toBe("no-store");
    expect(requiredCacheControl("private")).toBe("private, no-store");
    expect(requiredCacheControl("no-store")).toBe("no-store");
    expect(requiredCacheControl("public")).toBeNull();
  });

  it("reads the query parameters of every entry the path can match, and React Router's own", () => {
    const q = routeFactsOf("/Class")!.query;
    expect([...q].sort()).toEqual(["_routes", "index", "level", "page", "program", "search", "state", "type"]);
  });
});
