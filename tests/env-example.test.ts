import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";

/** `.env.example` documents every variable the server reads, and its defaults are valid values. */
describe(".env.example", () => {
  const text = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
  const config = readFileSync(new URL("../src/config.ts", import.meta.url), "utf8");
  const keys = [...config.slice(config.indexOf("const ZConfig")).matchAll(/^ {2,4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);

  it("names every variable of src/config.ts", () => {
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !new RegExp(`^#? ?${k}=`, "m").test(text))).toEqual([]);
  });

  it("holds values the configuration accepts", () => {
    const env: Record<string, string> = {};
    for (const line of text.split("\n")) {
      const m = /^([A-Z][A-Z0-9_]+)=(\S*)/.exec(line);
      if (m) env[m[1]!] = m[2]!;
    }
    expect(() => loadConfig(env)).not.toThrow();
  });
});
