import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { renderHandler, type TRenderHandler } from "../../src/server/render-handler.ts";

/** The production React Router build as a render handler (`npm test` builds it first). */
export async function loadRender(): Promise<TRenderHandler> {
  const dir = process.env.BUILD_DIR ?? "build";
  const path = resolve(dir, "server/index.js");
  if (!existsSync(path)) throw new Error(`${path} tidak ada: jalankan \`npm run build\` dulu (npm test melakukannya).`);
  return renderHandler((await import(pathToFileURL(path).href)) as ServerBuild, "production");
}
