// CPU profile of N renders of one URL into /tmp/micro.cpuprofile: `npx tsx scripts/profile-render.mts http://sekolahbeta.localhost/Blog`.
import { Session } from "node:inspector/promises";
import { writeFileSync } from "node:fs";
import { createTestApp } from "../tests/helpers/app.ts";
import { loadRender } from "../tests/helpers/render.ts";
const render = await loadRender();
const t = await createTestApp({ render });
const tenant = (await t.services.registry.byLayout("sekolahbeta"))!;
const ctx = { tenant, requestId: "x", origin: "http://sekolahbeta.localhost", host: "sekolahbeta.localhost", services: t.services };
const url = process.argv[2] ?? "http://sekolahbeta.localhost/About";
for (let i = 0; i < 50; i++) await (await render(new Request(url), ctx)).text();
const s = new Session(); s.connect(); await s.post("Profiler.enable"); await s.post("Profiler.setSamplingInterval", { interval: 100 }); await s.post("Profiler.start");
for (let i = 0; i < 300; i++) await (await render(new Request(url), ctx)).text();
const { profile } = await s.post("Profiler.stop");
writeFileSync("/tmp/micro.cpuprofile", JSON.stringify(profile));
await t.close();
