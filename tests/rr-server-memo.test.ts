import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { rrServerMemo } from "../vite/rr-server-memo.ts";

const dist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");

type THooks = { transform: (code: string, id: string) => { code: string } | null; buildEnd: () => void };
function hooks(plugin: ReturnType<typeof rrServerMemo>, env: string, errors: string[]): THooks {
  const ctx = { environment: { name: env }, error: (m: string) => errors.push(m) };
  const p = plugin as unknown as { transform: (this: typeof ctx, c: string, id: string) => { code: string } | null; buildEnd: (this: typeof ctx) => void };
  return { transform: (c, id) => p.transform.call(ctx, c, id), buildEnd: () => p.buildEnd.call(ctx) };
}

describe("rr-server-memo (build-time memoisation in React Router's server copy)", () => {
  it("finds every pattern in the pinned react-router and leaves valid JavaScript", async () => {
    const errors: string[] = [];
    const h = hooks(rrServerMemo(), "ssr", errors);
    const tmp = mkdtempSync(join(tmpdir(), "rr-memo-"));
    let patched = 0;
    for (const f of readdirSync(dist).filter((f) => f.endsWith(".mjs"))) {
      const id = join(dist, f);
      const out = h.transform(readFileSync(id, "utf8"), id);
      if (!out) continue;
      patched++;
      // The patched module still parses.
      const file = join(tmp, f);
      writeFileSync(file, out.code);
      expect(spawnSync(process.execPath, ["--check", file], { encoding: "utf8" }).stderr).toBe("");
    }
    h.buildEnd();
    expect(patched).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("fails the build when React Router's code no longer matches (an upgrade needs a look)", () => {
    const errors: string[] = [];
    const h = hooks(rrServerMemo(), "ssr", errors);
    h.transform("function somethingElse() {}", join(dist, "chunk-x.mjs"));
    h.buildEnd();
    expect(errors.join()).toMatch(/pattern not found/);
  });

  it("leaves the browser build alone", () => {
    const errors: string[] = [];
    const h = hooks(rrServerMemo(), "client", errors);
    const f = readdirSync(dist).find((f) => readFileSync(join(dist, f), "utf8").includes("function matchRoutesImpl("))!;
    expect(h.transform(readFileSync(join(dist, f), "utf8"), join(dist, f))).toBeNull();
    h.buildEnd();
    expect(errors).toEqual([]);
  });

  it("relies on a server-rendered app that React Router never prerenders (the build-request flag is read once)", async () => {
    const config = (await import("../react-router.config.ts")).default as { ssr?: boolean; prerender?: unknown };
    expect(config.ssr).toBe(true);
    expect(config.prerender).toBeUndefined();
  });
});
