import { describe, expect, it } from "vitest";
import { tenantSeeds, hostsFor } from "../../seed/tenants-data.ts";
import { resolveHost, normaliseHost, type TAppEnv, type THostIndex } from "./resolve-host.ts";
import { layoutFamily } from "./layout-family.ts";

const layouts = tenantSeeds("tunas").map((t) => t.layout);
const byHost = new Map<string, string>();
for (const l of layouts) for (const h of hostsFor(l, "tunas")) byHost.set(h, l);
byHost.set("sekolahbeta.id", "sekolahbeta");
const index: THostIndex = { byHost, layouts: new Set(layouts) };

function layoutFor(host: string, path = "/", appEnv: TAppEnv = "local") {
  const r = resolveHost(host, path, { appEnv, product: "tunas", index });
  return r.kind === "tenant" ? r.layout : null;
}

describe("tenant resolution by host", () => {
  it("seeds all 32 layouts of the spec, with the product name substituted", () => {
    expect(layouts).toHaveLength(32);
    expect(layouts).toEqual(expect.arrayContaining(["tunas", "tunasfun", "business-tunas", "dev.bharabas", "staging-pesilat", "bharabas", "diaksara"]));
  });

  it("matches an exact stored host first, ignoring port and case", () => {
    expect(layoutFor("sekolahbeta.id")).toBe("sekolahbeta");
    expect(layoutFor("SekolahBeta.ID:443")).toBe("sekolahbeta");
    expect(layoutFor("smkcoding.tunas.id", "/", "production")).toBe("smkcoding");
  });

  it("serves every tenant on <layout>.localhost in development", () => {
    for (const l of layouts) expect(layoutFor(`${l}.localhost:3000`)).toBe(l);
  });

  it("treats localhost, 127.0.0.1 and any host containing 192.168 as the demo tenant", () => {
    expect(layoutFor("localhost:3000")).toBe("demo");
    expect(layoutFor("127.0.0.1:3000")).toBe("demo");
    expect(layoutFor("192.168.1.20:3000")).toBe("demo");
    expect(layoutFor("app.192.168.0.5.nip.io", "/", "staging")).toBe("demo");
  });

  it("answers only stored hosts in production: no <layout>.localhost, local address or main-host alias", () => {
    for (const host of ["sekolahbeta.localhost", "tunas.localhost", "localhost", "127.0.0.1:3000", "[::1]", "192.168.1.20", "app.192.168.0.5.nip.io"])
      expect(layoutFor(host, "/", "production"), host).toBeNull();
    expect(layoutFor("tunas.localhost", "/Pesilat", "production")).toBeNull();
    expect(layoutFor("sekolahbeta.localhost", "/", "staging")).toBe("sekolahbeta");
    expect(layoutFor("sekolahbeta.tunas.id", "/", "production")).toBe("sekolahbeta");
  });

  it("switches to the pesilat variant on a main host when the first segment is pesilat (any case)", () => {
    expect(layoutFor("tunas.id", "/pesilat", "production")).toBe("pesilat");
    expect(layoutFor("tunas.id", "/Pesilat/Class", "production")).toBe("pesilat");
    expect(layoutFor("staging.tunas.id", "/Pesilat", "staging")).toBe("staging-pesilat");
    expect(layoutFor("dev.tunas.id", "/Pesilat", "dev")).toBe("pesilat");
    expect(layoutFor("tunas.localhost:3000", "/Pesilat", "local")).toBe("pesilat");
  });

  it("does not switch on other hosts or other first segments", () => {
    expect(layoutFor("sekolahbeta.localhost", "/Pesilat")).toBe("sekolahbeta");
    expect(layoutFor("tunas.id", "/Program/pesilat", "production")).toBe("tunas");
    expect(layoutFor("tunas.id", "/pesilatx", "production")).toBe("tunas");
  });

  it("answers an unknown host with demo in development and nothing in production", () => {
    expect(layoutFor("nope.example.com", "/", "local")).toBe("demo");
    expect(layoutFor("nope.example.com", "/", "dev")).toBe("demo");
    expect(layoutFor("nope.example.com", "/", "production")).toBeNull();
    expect(layoutFor("nope.example.com", "/", "staging")).toBeNull();
    expect(layoutFor("", "/", "production")).toBeNull();
  });

  it("normalises hosts", () => {
    expect(normaliseHost("Example.COM.:8080")).toBe("example.com");
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
    expect(normaliseHost(undefined)).toBe("");
  });
});

describe("layout families", () => {
  it("maps unknown layouts and developer tenants to the default family", () => {
    expect(layoutFamily("something-new")).toBe("brand");
    expect(layoutFamily("dev.bharabas")).toBe("brand");
    expect(layoutFamily("dev.sekolahbeta")).toBe("brand");
  });
  it("renders nothing for bharabas", () => {
    expect(layoutFamily("bharabas")).toBe("empty");
  });
  it("uses the pesilat family for staging-pesilat", () => {
    expect(layoutFamily("staging-pesilat")).toBe(layoutFamily("pesilat"));
  });
  it("knows the brand layouts under the product name", () => {
    expect(layoutFamily("tunasfun", "tunas")).toBe("brand");
    expect(layoutFamily("business-tunas", "tunas")).toBe("brand");
    expect(layoutFamily("aksara")).toBe("aksara");
  });
});
