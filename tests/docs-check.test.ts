import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkDocs, indexProblems, mentions, readRecords, renderIndex, ROOT, stalePaths } from "../scripts/docs-check.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A small repository in a temp dir: `files` maps paths to contents. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "docs-check-"));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const record = (n: string, title: string, status = "Accepted", date = "2026-11-21") =>
  `# ${n}. ${title}\n\nDate: ${date}\nStatus: ${status}\n\n## Context\nWhy.\n\n## Decision\nWhat.\n\n## Consequences\nSo.\n`;

describe("docs-check: paths named in the docs", () => {
  it("reports a path that does not exist, as file:line, and not one that does", () => {
    const root = fixture({
      "src/kernel/errors.ts": "export {};\n",
      "package.json": "{}\n",
      "README.md": "# Readme\n\nErrors live in `src/kernel/errors.ts` (see package.json).\n\nThe mailer is src/server/mail.ts.\n",
      "docs/guide.md": "Read [the errors](../src/kernel/errors.ts) and [the gone one](src/domain/errors.ts).\n",
    });
    expect(stalePaths(root).map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      "docs/guide.md:1: src/domain/errors.ts",
      "README.md:5: src/server/mail.ts",
    ]);
  });

  it("skips placeholders, globs and fenced examples, and reads a code span over a line break", () => {
    const text = [
      "Add `app/routes/<area>/x.tsx`, `src/db/schema/*.ts`, `docs/decisions/NNN-title.md`, `src/{a,b}.ts`, `src/…`.",
      "```ts",
      "// tests/widgets.spec.ts",
      "```",
      "Run `npx vitest run",
      "tests/real.test.ts` now.",
    ].join("\n");
    expect(mentions(text)).toEqual([{ line: 6, path: "tests/real.test.ts", link: false }]);
  });

  it("resolves relative links from the file's folder and docs/decisions/NNN to the record", () => {
    const root = fixture({
      "docs/decisions/001-first.md": record("001", "First"),
      "docs/benchmarks/x.md": "See [001](../decisions/001-first.md), docs/decisions/001 and [gone](../decisions/002-gone.md).\n",
    });
    expect(stalePaths(root).map((p) => p.message)).toEqual(["../decisions/002-gone.md"]);
  });
});

describe("docs-check: the decision index", () => {
  it("is current after --write, and reports a record it does not list", () => {
    const root = fixture({
      "docs/decisions/001-first.md": record("001", "First"),
      "docs/decisions/002-second.md": record("002", "Second", "Superseded by 001"),
    });
    expect(checkDocs(root, { write: true }).index).toEqual([]);
    writeFileSync(join(root, "docs/decisions/003-third.md"), record("003", "Third", "Proposed", "2026-11-28"));
    const { records } = readRecords(root);
    expect(indexProblems(root, records).map((p) => p.message)).toEqual(["does not list record 003 (npm run docs:check -- --write)"]);
  });

  it("reports a row whose status no longer matches its record", () => {
    const root = fixture({ "docs/decisions/001-first.md": record("001", "First") });
    checkDocs(root, { write: true });
    writeFileSync(join(root, "docs/decisions/001-first.md"), record("001", "First", "Deprecated"));
    const problems = indexProblems(root, readRecords(root).records);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain("row 001 is out of date");
  });

  it("links a superseded record to the one that replaces it", () => {
    const root = fixture({
      "docs/decisions/001-first.md": record("001", "First", "Superseded by 002"),
      "docs/decisions/002-second.md": record("002", "Second"),
    });
    expect(renderIndex(readRecords(root).records)).toContain("| 001 | [First](001-first.md) | Superseded by [002](002-second.md) | 2026-11-21 |");
  });

  it("reports a record without the template's Date and Status lines", () => {
    const root = fixture({ "docs/decisions/001-first.md": "# 001. First\n\n## Context\nWhy.\n" });
    expect(readRecords(root).problems.map((p) => p.message)).toEqual([
      'needs a line "Date: YYYY-MM-DD"',
      'needs a line "Status: Proposed | Accepted | Superseded by NNN | Deprecated"',
    ]);
  });
});

/** The check CI runs: this repository's docs name no missing path, and the index is current. */
it("the repository's docs name only paths that exist, and docs/decisions/README.md is current", () => {
  const { stale, records, index } = checkDocs(ROOT);
  expect([...stale, ...records, ...index].map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
});
