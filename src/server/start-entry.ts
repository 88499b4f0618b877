/**
 * What `npm start` (scripts/start.mjs) takes from the server bundle (scripts/build-server.mjs):
 * the checks it makes before the React Router build, and the server itself. Nothing runs on import.
 */
export { ConfigError, loadConfig } from "../config.ts";
export { DataDirError, preflightDataDir } from "../db/data-dir.ts";
export { runFromCli } from "./main.ts";
