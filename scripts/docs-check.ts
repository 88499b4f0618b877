/**
 * Keeps the documentation true to the repository.
 *
 *   npm run docs:check             check, exit 1 on any problem
 *   npm run docs:check -- --write  regenerate docs/decisions/README.md first, then check
 *
 * 1. Every repository path named in a Markdown file under docs/, in README.md or in CONTRIBUTING.md
 *    exists: words in backticks, link targets and plain words that start with a top-level folder
 *    (src/, app/, tests/, scripts/, docs/, patches/, .ci/, vite/, media/) or name a root file
 *    (package.json, vite.config.ts, README.md, …), checked against the files git knows (tracked, or
 *    new and not ignored). Links and root-file names may also be relative to the Markdown file's
 *    folder. Placeholders and globs (a word with `<`, `*`, `{`, `NNN` or `…`) and fenced code blocks
 *    (examples) are skipped; `docs/decisions/069` names record 069. A stale one is printed as
 *    `file:line: path`.
 * 2. Every decision record (docs/decisions/NNN-*.md) starts with `# NNN. Title`, `Date: YYYY-MM-DD`
 *    and `Status: Proposed | Accepted | Superseded by NNN | Deprecated` (TEMPLATE.md), and
 *    docs/decisions/README.md is exactly the index these lines give (number, title, status, date).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const DECISIONS_DIR = "docs/decisions";
export const INDEX_FILE = `${DECISIONS_DIR}/README.md`;

/** Top-level folders whose paths the docs name. */
export const PATH_PREFIXES = ["src/", "app/", "tests/", "scripts/", "docs/", "patches/", ".ci/", "vite/", "media/"];
/** Names that are files at the repository root by convention. */
const ROOT_FILE =
  /^(?:[A-Z][A-Z0-9_-]*\.md|package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|biome\.jsonc?|[\w-]+\.config\.[cm]?[jt]s|\.env\.[\w.-]+|\.gitignore|\.dependency-cruiser\.cjs)$/;
/** A word holding one of these is a placeholder or a glob, not a path. */
const PLACEHOLDER = /[<>*{}…]|NNN/;

export type TProblem = { file: string; line: number; message: string };
export type TRepo = { files: Set<string>; dirs: Set<string> };

/** Files of the repository (tracked, or new and not ignored), and every folder that holds one. */
export function repoIndex(root: string): TRepo {
  let files: string[];
  try {
    files = execFileSync("git", ["-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    })
      .split("\0")
      .filter((f) => f && existsSync(join(root, f)));
  } catch {
    files = walk(root, "");
  }
  const dirs = new Set<string>();
  for (const f of files) for (let i = f.indexOf("/"); i > 0; i = f.indexOf("/", i + 1)) dirs.add(f.slice(0, i));
  return { files: new Set(files), dirs };
}

function walk(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === ".git") continue;
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...walk(root, rel));
    else out.push(rel);
  }
  return out;
}

/** The Markdown files whose paths are checked: docs/**\/*.md, README.md, CONTRIBUTING.md. */
export function docFiles(root: string): string[] {
  const docs = existsSync(join(root, "docs")) ? walk(root, "docs").filter((f) => f.endsWith(".md")) : [];
  return [...docs.sort(), ...["README.md", "CONTRIBUTING.md"].filter((f) => existsSync(join(root, f)))];
}

export type TMention = { line: number; path: string; link: boolean };

/** Strips what surrounds a path in prose: brackets, quotes, emphasis, sentence punctuation, `:line`. */
function bare(word: string): string {
  return word
    .replace(/^[(["'*_]+/, "")
    .replace(/[)\]"'*_,.;:!?]+$/, "")
    .replace(/:\d+(?::\d+)?$/, "");
}

function looksLikePath(word: string): boolean {
  return PATH_PREFIXES.some((p) => word.startsWith(p)) || ROOT_FILE.test(word);
}

/** Repository paths a Markdown text names, with their line numbers (fenced code blocks skipped). */
export function mentions(markdown: string): TMention[] {
  // Fenced blocks become blank lines, so offsets keep their line numbers.
  let fence: string | null = null;
  const text = markdown
    .split("\n")
    .map((l) => {
      const f = /^\s*(`{3,}|~{3,})/.exec(l);
      if (f && (fence === null || f[1]!.startsWith(fence))) {
        fence = fence === null ? f[1]! : null;
        return "";
      }
      return fence === null ? l : "";
    })
    .join("\n");
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  const out: TMention[] = [];
  const seen = new Set<string>();
  const add = (offset: number, path: string, link: boolean) => {
    const line = lineAt(offset);
    if (!path || PLACEHOLDER.test(path) || seen.has(`${line} ${path}`)) return;
    seen.add(`${line} ${path}`);
    out.push({ line, path, link });
  };
  const words = (s: string, base: number) => {
    for (const m of s.matchAll(/\S+/g)) {
      const p = bare(m[0]);
      if (!PLACEHOLDER.test(m[0]) && looksLikePath(p)) add(base + m.index, p, false);
    }
  };
  // Code spans (they may run over a line break), then link targets, then the remaining prose.
  let rest = text.replace(/(`+)([^`]+?)\1/g, (all: string, _: string, code: string, at: number) => {
    words(code, at + all.indexOf(code));
    return blank(all);
  });
  rest = rest.replace(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (all: string, target: string, at: number) => {
    const p = target.replace(/#.*$/, "");
    if (p && !/^[a-z][a-z+.-]*:/i.test(p) && !p.startsWith("/")) add(at, p, true);
    return `]${blank(all.slice(1))}`;
  });
  words(rest, 0);
  return out.sort((a, b) => a.line - b.line);
}

/**
 * Whether a path named in `docFile` exists: from the repository root, or, for a link or a root-file
 * name (`README.md`), also from the Markdown file's own folder; `docs/decisions/069` names record 069.
 */
export function resolves(repo: TRepo, docFile: string, m: TMention): boolean {
  const candidates = [m.path];
  if (m.link || !PATH_PREFIXES.some((p) => m.path.startsWith(p))) candidates.push(join(dirname(docFile), m.path));
  return candidates.some((c) => {
    const path = normalize(c).replace(/\/+$/, "");
    if (path === "." || repo.files.has(path) || repo.dirs.has(path)) return true;
    const rec = /^docs\/decisions\/(\d{3})$/.exec(path);
    return rec !== null && [...repo.files].some((f) => f.startsWith(`${DECISIONS_DIR}/${rec[1]}-`));
  });
}

/** Every path named in the docs that does not exist. */
export function stalePaths(root: string, repo: TRepo = repoIndex(root), files: string[] = docFiles(root)): TProblem[] {
  const out: TProblem[] = [];
  for (const file of files) {
    for (const m of mentions(readFileSync(join(root, file), "utf8"))) {
      if (!resolves(repo, file, m)) out.push({ file, line: m.line, message: m.path });
    }
  }
  return out;
}

export type TRecord = { number: string; file: string; title: string; date: string; status: string; supersededBy: string[] };

const STATUS = /^(Proposed|Accepted|Deprecated|Superseded by (\d{3}(?:, \d{3})*))$/;

/** The decision records, read from their first lines; malformed ones are reported in `problems`. */
export function readRecords(root: string): { records: TRecord[]; problems: TProblem[] } {
  const dir = join(root, DECISIONS_DIR);
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => /^\d{3}-.+\.md$/.test(n) && statSync(join(dir, n)).isFile()) : [];
  const records: TRecord[] = [];
  const problems: TProblem[] = [];
  for (const name of names.sort()) {
    const file = `${DECISIONS_DIR}/${name}`;
    const lines = readFileSync(join(dir, name), "utf8").split("\n");
    const number = name.slice(0, 3);
    const at = (re: RegExp) => lines.findIndex((l) => re.test(l));
    const h = /^# (\d{3})\. (.+)$/.exec(lines[0] ?? "");
    if (!h || h[1] !== number) problems.push({ file, line: 1, message: `the first line must be "# ${number}. Title"` });
    const d = at(/^Date:/);
    const date = d >= 0 ? lines[d]!.slice(5).trim() : "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push({ file, line: d + 1 || 1, message: 'needs a line "Date: YYYY-MM-DD"' });
    const s = at(/^Status:/);
    const status = s >= 0 ? lines[s]!.slice(7).trim() : "";
    const sm = STATUS.exec(status);
    if (!sm) problems.push({ file, line: s + 1 || 1, message: 'needs a line "Status: Proposed | Accepted | Superseded by NNN | Deprecated"' });
    records.push({ number, file, title: h?.[2]?.trim() ?? name, date, status, supersededBy: sm?.[2]?.split(", ") ?? [] });
  }
  const numbers = new Set(records.map((r) => r.number));
  for (const r of records) {
    for (const n of r.supersededBy) {
      if (!numbers.has(n)) problems.push({ file: r.file, line: 1, message: `is superseded by ${n}, which is not a record` });
    }
    if (records.filter((o) => o.number === r.number).length > 1) problems.push({ file: r.file, line: 1, message: `number ${r.number} is used twice` });
  }
  return { records, problems };
}

const cell = (s: string) => s.replace(/\|/g, "\\|");

function statusCell(r: TRecord, records: TRecord[]): string {
  if (r.supersededBy.length === 0) return r.status;
  const links = r.supersededBy.map((n) => {
    const by = records.find((o) => o.number === n);
    return by ? `[${n}](${by.file.slice(DECISIONS_DIR.length + 1)})` : n;
  });
  return `Superseded by ${links.join(", ")}`;
}

/** docs/decisions/README.md as --write writes it. */
export function renderIndex(records: TRecord[]): string {
  const rows = records.map((r) => `| ${r.number} | [${cell(r.title)}](${r.file.slice(DECISIONS_DIR.length + 1)}) | ${statusCell(r, records)} | ${r.date} |`);
  return `# Decision records

One record per decision that shaped the product: why it was taken, what was decided, what follows
from it. A record is short (one page, [TEMPLATE.md](TEMPLATE.md)); the measurements behind a decision
are in [docs/benchmarks/](../benchmarks/), each with the command that produced it. A record that a
later one replaces stays, with the status "Superseded by NNN".

<!-- Generated by \`npm run docs:check -- --write\` from each record's title, Status and Date lines:
change the records, then regenerate. \`npm run docs:check\` fails when this table is out of date. -->

| # | Title | Status | Date |
|---|---|---|---|
${rows.join("\n")}
`;
}

/** What is wrong with docs/decisions/README.md: missing, extra or changed rows, or other drift. */
export function indexProblems(root: string, records: TRecord[]): TProblem[] {
  const path = join(root, INDEX_FILE);
  const want = renderIndex(records);
  if (!existsSync(path)) return [{ file: INDEX_FILE, line: 1, message: "is missing; run npm run docs:check -- --write" }];
  const have = readFileSync(path, "utf8");
  if (have === want) return [];
  const lines = have.split("\n");
  const rowOf = (n: string) => lines.findIndex((l) => l.startsWith(`| ${n} |`));
  const out: TProblem[] = [];
  for (const line of want.split("\n")) {
    const n = /^\| (\d{3}) \|/.exec(line)?.[1];
    if (!n) continue;
    const at = rowOf(n);
    if (at < 0) out.push({ file: INDEX_FILE, line: 1, message: `does not list record ${n}` });
    else if (lines[at] !== line) out.push({ file: INDEX_FILE, line: at + 1, message: `row ${n} is out of date; expected: ${line}` });
  }
  const numbers = new Set(records.map((r) => r.number));
  lines.forEach((l, i) => {
    const n = /^\| (\d{3}) \|/.exec(l)?.[1];
    if (n && !numbers.has(n)) out.push({ file: INDEX_FILE, line: i + 1, message: `lists ${n}, which is not a record` });
  });
  if (out.length === 0) out.push({ file: INDEX_FILE, line: 1, message: "differs from the generated index" });
  return out.map((p) => ({ ...p, message: `${p.message} (npm run docs:check -- --write)` }));
}

/** All problems of the docs under `root`; with `write`, the index is regenerated first. */
export function checkDocs(root: string, { write = false } = {}) {
  const { records, problems } = readRecords(root);
  if (write) writeFileSync(join(root, INDEX_FILE), renderIndex(records));
  const files = docFiles(root);
  return {
    stale: stalePaths(root, repoIndex(root), files),
    records: problems,
    index: indexProblems(root, records),
    count: { docs: files.length, records: records.length },
  };
}

function main(argv: string[]): number {
  const write = argv.includes("--write");
  const { stale, records, index, count } = checkDocs(ROOT, { write });
  const print = (p: TProblem) => `${p.file}:${p.line}: ${p.message}`;
  if (write) console.log(`wrote ${INDEX_FILE}`);
  if (stale.length) console.log(`Paths named in the docs that do not exist (${stale.length}):\n${stale.map(print).join("\n")}`);
  if (records.length) console.log(`Decision records without the template's first lines (${records.length}):\n${records.map(print).join("\n")}`);
  if (index.length) console.log(`${INDEX_FILE} is out of date (${index.length}):\n${index.map(print).join("\n")}`);
  const failed = stale.length + records.length + index.length > 0;
  if (!failed) console.log(`docs: every path named in ${count.docs} Markdown files exists; ${INDEX_FILE} lists all ${count.records} records.`);
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main(process.argv.slice(2)));
