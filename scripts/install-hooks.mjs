// Run by `npm install`/`npm ci` (postinstall): points git at the repository's hooks in .githooks/
// (the commit-msg check). Outside a git checkout, or when git is missing, it does nothing.
import { execFileSync } from "node:child_process";

try {
  execFileSync("git", ["rev-parse", "--is-inside-work-tree"], { stdio: "ignore" });
  const current = execFileSync("git", ["config", "--get", "core.hooksPath"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  if (current === ".githooks") process.exit(0);
} catch {
  // not a checkout (or no hooksPath yet): try to set it below
}
try {
  execFileSync("git", ["config", "core.hooksPath", ".githooks"], { stdio: "ignore" });
} catch {
  // no git, or not a checkout: nothing to install
}
