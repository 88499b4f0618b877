import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
// @ts-expect-error plain JavaScript build script without type declarations
import { buildServer } from "../scripts/build-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "build-server-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("bundles the server so every module that finds files beside itself still finds them", async () => {
  const out: string = await buildServer(dir);
  const code = readFileSync(out, "utf8");
  expect(code).toContain("export {");
  expect(code).toMatch(/runFromCli/);
  // Every import.meta.url stands for the source file it was written in, relative to the bundle.
  const uses = [...code.matchAll(/import\.meta\.url/g)].length;
  const wrapped = [...code.matchAll(/new URL\("([^"]+)", import\.meta\.url\)\.href/g)];
  expect(wrapped.length).toBeGreaterThanOrEqual(5);
  expect(wrapped.length).toBe(uses);
  for (const [, rel] of wrapped) {
    const source = fileURLToPath(new URL(rel!, pathToFileURL(out)));
    expect(existsSync(source), source).toBe(true);
    expect(source.startsWith(join(root, "src")) || source.startsWith(join(root, "app")), source).toBe(true);
  }
  expect(existsSync(join(dirname(out), "cli.js.map"))).toBe(true);
});
