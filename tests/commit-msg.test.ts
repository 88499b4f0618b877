import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error plain JavaScript hook script without type declarations
import { messageProblems, SUBJECT_MAX } from "../scripts/commit-msg.mjs";

const dir = mkdtempSync(join(tmpdir(), "commit-msg-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the commit-msg check", () => {
  it("takes a subject of up to 72 characters with a body after a blank line", () => {
    expect(SUBJECT_MAX).toBe(72);
    expect(messageProblems(`${"a".repeat(72)}\n\nWhy: the reason.\n`)).toEqual([]);
    expect(messageProblems("Short subject\n# a comment git strips\n")).toEqual([]);
  });

  it("refuses a long subject, an empty one, and a body without the blank line", () => {
    expect(messageProblems("b".repeat(73)).join()).toMatch(/73 characters \(at most 72\)/);
    expect(messageProblems("\n\n").join()).toMatch(/subject is empty/);
    expect(messageProblems("Subject\nbody straight after").join()).toMatch(/second line must be blank/);
  });

  it("stops a commit through the hook and lets a good one through", () => {
    const script = join(process.cwd(), "scripts/commit-msg.mjs");
    const bad = join(dir, "bad");
    writeFileSync(bad, `${"x".repeat(100)}\n`);
    expect(() => execFileSync(process.execPath, [script, bad], { stdio: "pipe" })).toThrow(/100 characters/);
    const good = join(dir, "good");
    writeFileSync(good, "Fix the thing\n\nBecause.\n");
    expect(execFileSync(process.execPath, [script, good], { encoding: "utf8" })).toBe("");
  });
});
