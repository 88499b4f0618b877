// Commit messages (CONTRIBUTING.md "Commits"): a subject of at most 72 characters, then, when there
// is more, a blank line and a body that says why.
//   node scripts/commit-msg.mjs <message-file>     the commit-msg hook (.githooks/commit-msg)
//   node scripts/commit-msg.mjs --range A..B       every commit in a range (CI)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export const SUBJECT_MAX = 72;

/** The problems of one message, as sentences; empty when it is fine. */
export function messageProblems(message) {
  const lines = message
    .split("\n")
    .filter((l) => !l.startsWith("#"))
    .join("\n")
    .trim()
    .split("\n");
  const subject = lines[0] ?? "";
  const problems = [];
  if (!subject.trim()) problems.push("the subject is empty");
  else if ([...subject].length > SUBJECT_MAX)
    problems.push(`the subject has ${[...subject].length} characters (at most ${SUBJECT_MAX}); put the details in the body`);
  if (lines.length > 1 && lines[1].trim() !== "") problems.push("the second line must be blank (subject, blank line, body)");
  return problems;
}

function main(argv) {
  if (argv[0] === "--range") {
    const range = argv[1];
    const out = execFileSync("git", ["log", "--format=%H%x00%B%x01", range], { encoding: "utf8" });
    let bad = 0;
    for (const entry of out.split("\x01")) {
      const [hash, body] = entry.replace(/^\n/, "").split("\x00");
      if (!hash || body === undefined) continue;
      const problems = messageProblems(body);
      if (problems.length) {
        bad++;
        console.error(`${hash.slice(0, 10)} ${body.split("\n")[0].slice(0, 80)}\n  ${problems.join("\n  ")}`);
      }
    }
    if (bad) {
      console.error(`${bad} commit message(s) do not follow CONTRIBUTING.md "Commits".`);
      process.exit(1);
    }
    return;
  }
  const file = argv[0];
  if (!file) {
    console.error("usage: commit-msg.mjs <message-file> | --range A..B");
    process.exit(2);
  }
  const problems = messageProblems(readFileSync(file, "utf8"));
  if (problems.length) {
    console.error(`Commit message refused:\n  ${problems.join("\n  ")}\n(CONTRIBUTING.md "Commits")`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
