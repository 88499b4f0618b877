import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { countClicks, latestClicks } from "../../domain/logs/click-log.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (host: string, body: unknown) =>
  t.req(host, "/api/v1/logger/log/click", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const event = (type = "page_load") => ({ from: "", to: "http://sekolahbeta.localhost/Class", type, timestamp: new Date().toISOString() });

describe(`POST /api/v1/logger/log/click on ${process.env.TEST_DB}`, () => {
  it("stores an event for the tenant of the host and only for it", async () => {
    const res = await post("sekolahbeta.localhost", event("internal_navigation"));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: true });
    const ctx = (id: string) => ({ db: t.db.db, tenantId: id });
    expect((await countClicks(ctx("sekolahbeta"))).internal_navigation).toBe(1);
    expect(await countClicks(ctx("smkcoding"))).toEqual({});
    const [row] = await latestClicks(ctx("sekolahbeta"), 1);
    expect(row).toMatchObject({ to: "http://sekolahbeta.localhost/Class", type: "internal_navigation" });
  });

  it.each([
    [{ ...event(), type: "hover" }, /type/],
    [{ ...event(), timestamp: "kemarin" }, /timestamp/],
    [{ from: "", type: "external", timestamp: new Date().toISOString() }, /to/],
    [{ ...event(), to: "x".repeat(2001) }, /to/],
  ])("refuses a malformed event with 400 naming the field", async (body, field) => {
    const res = await post("sekolahbeta.localhost", body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.status).toBe(false);
    expect(json.message).toMatch(field);
  });

  it("refuses malformed JSON and oversize bodies without storing anything", async () => {
    const before = await countClicks({ db: t.db.db, tenantId: "jda" });
    expect((await post("jda.localhost", "{nope")).status).toBe(400);
    expect((await post("jda.localhost", JSON.stringify({ ...event(), from: "y".repeat(9000) }))).status).toBe(413);
    expect(await countClicks({ db: t.db.db, tenantId: "jda" })).toEqual(before);
  });

  it("clamps a far-off client clock to the time received", async () => {
    await post("komodo.localhost", { ...event("external"), timestamp: "2001-01-01T00:00:00Z" });
    const [row] = await latestClicks({ db: t.db.db, tenantId: "komodo" }, 1);
    expect(Math.abs(row!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("limits a flood from one client with 429", async () => {
    let last = 0;
    for (let i = 0; i < 125; i++) last = (await post("umptn.localhost", event("internal_navigation"))).status;
    expect(last).toBe(429);
  });
});
