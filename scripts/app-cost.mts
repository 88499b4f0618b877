// CPU per request of the whole HTTP app in process, page cache off (no socket, no load generator):
// `NODE_ENV=production npx tsx scripts/app-cost.mts /Class [tenant]`; PROF=1 also writes /tmp/micro.cpuprofile.
import { createTestApp } from "../tests/helpers/app.ts";
import { loadRender } from "../tests/helpers/render.ts";

const path = process.argv[2] ?? "/";
const host = `${process.argv[3] ?? "sekolahbeta"}.localhost`;
const N = Number(process.env.N ?? 1500);
const t = await createTestApp({ render: await loadRender(), pageCache: false });
const once = async () => (await t.req(host, path)).text();
for (let i = 0; i < 200; i++) await once();
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < N; i++) await once();
const c = process.cpuUsage(c0);
console.log(`${host}${path}`, ((c.user + c.system) / N).toFixed(0), "µs cpu/req", (((performance.now() - t0) * 1000) / N).toFixed(0), "µs wall");
if (process.env.PROF) {
  const { Session } = await import("node:inspector/promises");
  const { writeFileSync } = await import("node:fs");
  const s = new Session();
  s.connect();
  await s.post("Profiler.enable");
  await s.post("Profiler.setSamplingInterval", { interval: 100 });
  await s.post("Profiler.start");
  for (let i = 0; i < N; i++) await once();
  const { profile } = await s.post("Profiler.stop");
  writeFileSync("/tmp/micro.cpuprofile", JSON.stringify(profile));
}
await t.close();
const g = globalThis as unknown as { __rt?: number; __rn?: number };
if (g.__rn) console.log("renderToString share:", (g.__rt! / g.__rn).toFixed(0), "µs/render");
