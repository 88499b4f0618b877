import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

// The development mailbox lists every tenant's mail, reset and activation links included: it
// exists only on a developer's own machine (APP_ENV=local), never on a reachable environment.
let local: TTestApp;
let dev: TTestApp;
beforeAll(async () => {
  [local, dev] = await Promise.all([createTestApp(), createTestApp({ appEnv: "dev" })]);
});
afterAll(async () => {
  await local?.close();
  await dev?.close();
});

describe(`development mailbox on ${process.env.TEST_DB}`, () => {
  it("is shown locally", async () => {
    const res = await local.req("akun.localhost:3000", "/dev/mailbox");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Kotak surat pengembangan");
  });

  it("does not exist on the dev environment, on its account host or the local one", async () => {
    for (const host of ["akun.dev.tunas.id", "akun.localhost"]) {
      const res = await dev.req(host, "/dev/mailbox");
      expect(res.status, host).toBe(404);
      expect(await res.text()).not.toContain("Kotak surat pengembangan");
    }
  });
});
