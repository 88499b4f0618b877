import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const fails = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("expected the config to be refused");
};

describe("config", () => {
  it("starts with the defaults: port 3000, PGlite in ./data, caches on, mail kept in the outbox", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe("./data");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PAGE_CACHE).toBe("on");
    expect(c.DATA_CACHE_TTL_MS).toBe(60_000);
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.MAIL_FROM).toBe("no-reply@tunas.id");
  });

  it("refuses a bad value in one line that names the variable", () => {
    const msg = fails({ PORT: "tujuh" });
    expect(msg).toMatch(/^Konfigurasi tidak valid: PORT="tujuh" — /);
    expect(msg.split("\n")).toHaveLength(1);
    expect(fails({ DATA_CACHE_TTL_MS: "-1" })).toMatch(/DATA_CACHE_TTL_MS/);
    expect(fails({ MAIL_FROM: "bukan-email" })).toMatch(/MAIL_FROM="bukan-email" — alamat email/);
  });

  it("accepts SMTP URLs only, and never prints a secret it refuses", () => {
    expect(loadConfig({ SMTP_URL: "smtps://kirim:rahasia@mail.contoh.id:465" }).SMTP_URL).toBe("smtps://kirim:rahasia@mail.contoh.id:465");
    const smtp = fails({ SMTP_URL: "http://kirim:rahasia@mail.contoh.id" });
    expect(smtp).toMatch(/SMTP_URL=\(disembunyikan\)/);
    expect(smtp).not.toContain("rahasia");
    const key = fails({ APP_KEY: "rahasia-pendek" });
    expect(key).toMatch(/APP_KEY=\(disembunyikan\) — minimal 32 karakter/);
    expect(key).not.toContain("rahasia-pendek");
  });

  it("asks for APP_KEY on every APP_ENV but local", () => {
    for (const env of ["dev", "staging", "production"]) expect(fails({ APP_ENV: env })).toMatch(/APP_KEY/);
    expect(loadConfig({ APP_ENV: "local" }).APP_KEY).toBeUndefined();
    expect(loadConfig({ APP_ENV: "production", APP_KEY: "k".repeat(32) }).APP_ENV).toBe("production");
  });
});
