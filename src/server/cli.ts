import { runFromCli } from "./main.ts";

await runFromCli();
