import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const HOST = "sekolahbeta.localhost";

/** The maxlength of the input named `name` in the page's markup (null when it has none). */
function maxLengthOf(html: string, name: string): number | null {
  const tag = new RegExp(`<input[^>]*\\bname="${name.replace(/[[\]]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  expect(tag, `input ${name}`).toBeTruthy();
  const m = /\bmaxLength="(\d+)"|\bmaxlength="(\d+)"/.exec(tag!);
  return m ? Number(m[1] ?? m[2]) : null;
}

describe(`public forms stop typing where the server's limit is, on ${process.env.TEST_DB}`, () => {
  it.each([
    ["/Make-Appointment", { name: 100, email: 200, phone: 20, organization: 150 }],
    ["/Demo", { name: 100, email: 200, phone: 20, organization: 150 }],
    ["/Liga-Smk/Register", { schoolName: 150, teamName: 60, mentorName: 100, mentorEmail: 200, mentorPhone: 20 }],
  ] as const)("%s", async (path, limits) => {
    const res = await t.req(HOST, path);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const [name, limit] of Object.entries(limits)) expect(maxLengthOf(html, name), name).toBe(limit);
  });
});
