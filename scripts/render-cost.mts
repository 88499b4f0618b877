// Render cost in process (no HTTP): `BUILD_DIR=build npx tsx scripts/render-cost.mts` (TEST_DB=postgres + TEST_DATABASE_URL for PostgreSQL).
import { createTestApp } from "../tests/helpers/app.ts";
import { loadRender } from "../tests/helpers/render.ts";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
const render = await loadRender();
const t = await createTestApp({ render });
const tenant = (await t.services.registry.byLayout("sekolahbeta"))!;
const ctx = { tenant, requestId: "x", origin: "http://sekolahbeta.localhost", host: "sekolahbeta.localhost", services: t.services };
const N = 300;
async function time(label: string, fn: () => Promise<unknown> | unknown) {
  for (let i = 0; i < 30; i++) await fn();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(label.padEnd(30), ((c.user + c.system) / N).toFixed(0), "µs cpu", (((performance.now() - t0) * 1000) / N).toFixed(0), "µs wall");
}
await time("rr handler /", async () => (await render(new Request("http://sekolahbeta.localhost/"), ctx)).text());
await time("rr handler /About", async () => (await render(new Request("http://sekolahbeta.localhost/About"), ctx)).text());
await time("rr handler /x.data", async () => (await render(new Request("http://sekolahbeta.localhost/About.data"), ctx)).text());
const big = () =>
  createElement(
    "div",
    null,
    Array.from({ length: 300 }, (_, i) => createElement("p", { key: i, className: "a b c" }, "teks " + i)),
  );
await time("renderToString 300 el", () => renderToString(big()));
await t.close();
