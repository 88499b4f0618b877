import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SERVER_COMMAND, SERVER_ENV, SERVER_NODE_FLAGS } from "../scripts/server-runtime.ts";

it("starts the server with the memory settings of scripts/server-runtime.ts under npm start", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  expect(pkg.scripts.start).toBe(SERVER_COMMAND);
  for (const flag of SERVER_NODE_FLAGS) expect(SERVER_COMMAND).toContain(` ${flag} `);
  for (const [k, v] of Object.entries(SERVER_ENV)) expect(SERVER_COMMAND).toContain(`${k}=${v} `);
});
