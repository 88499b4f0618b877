import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { TRenderHandler } from "../../src/server/app.ts";

/** The production React Router build as a render handler (`npm test` builds it first). */
export async function loadRender(): Promise<TRenderHandler> {
  const dir = process.env.BUILD_DIR ?? "build";
  const path = resolve(dir, "server/index.js");
  if (!existsSync(path)) throw new Error(`${path} tidak ada: jalankan \`npm run build\` dulu (npm test melakukannya).`);
  const build = (await import(pathToFileURL(path).href)) as ServerBuild;
  const fromBuild = (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler;
  const handler = (fromBuild ?? createRequestHandler)(build, "production");
  return (req, ctx) => handler(req, ctx);
}
