import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { TenantRegistry } from "./registry.ts";

/** A stand-in for the query builder: `select().from()` answers the rows, or fails when `down`. */
function fakeDb(state: { down: boolean; calls: number }): Db {
  const row = {
    id: "sekolahbeta",
    layout: "sekolahbeta",
    name: "Sekolah Beta",
    tagline: "",
    hosts: [],
    language: "id",
    setting: {},
    contact: {},
    isDeveloper: false,
    version: 1,
    settingVersion: 1,
  };
  return {
    select: () => ({
      from: async () => {
        state.calls++;
        if (state.down) throw new Error("timeout exceeded when trying to connect");
        return [row];
      },
    }),
  } as unknown as Db;
}

describe("TenantRegistry", () => {
  it("keeps serving the stale snapshot when a background refresh fails, without an unhandled rejection", async () => {
    const state = { down: false, calls: 0 };
    const registry = new TenantRegistry(fakeDb(state), { appEnv: "local", product: "tunas", ttlMs: 0 });
    expect((await registry.byLayout("sekolahbeta"))?.layout).toBe("sekolahbeta");
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on("unhandledRejection", onUnhandled);
    try {
      state.down = true;
      // Every call finds the snapshot stale (ttl 0) and starts a refresh that fails.
      for (let i = 0; i < 3; i++) {
        expect((await registry.byLayout("sekolahbeta"))?.layout).toBe("sekolahbeta");
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(state.calls).toBeGreaterThanOrEqual(3);
      expect(unhandled).toEqual([]);
      // Once the database answers again, the refresh succeeds.
      state.down = false;
      await registry.byLayout("sekolahbeta");
      await new Promise((r) => setTimeout(r, 5));
      expect((await registry.byLayout("sekolahbeta"))?.layout).toBe("sekolahbeta");
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("lets the very first load's failure reach the caller", async () => {
    const registry = new TenantRegistry(fakeDb({ down: true, calls: 0 }), { appEnv: "local", product: "tunas", ttlMs: 60_000 });
    await expect(registry.byLayout("sekolahbeta")).rejects.toThrow("timeout exceeded");
  });
});
