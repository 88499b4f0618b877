import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TTestApp } from "../../../tests/helpers/app.ts";
import { signedIn } from "../../../tests/helpers/identity.ts";
import { loadRender } from "../../../tests/helpers/render.ts";

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
});
afterAll(() => t?.close());

const SB = "sekolahbeta.localhost:3000";
const page = {
  title: "Tentang Sekolah Beta",
  lead: "Bootcamp pemrograman dengan mentor praktisi.",
  sections: [
    { type: "hero", title: "Kami membangun talenta digital sejak 2016", actions: [] },
    { type: "richtext", title: "Cerita kami", html: '<p>Berawal dari kelas kecil di Yogyakarta.<script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
  ],
};
const put = (host: string, token: string | null, body: unknown) =>
  t.req(host, "/api/v1/cms/pages/about", {
    method: "PUT",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe(`marketing pages API on ${process.env.TEST_DB}`, () => {
  it("lists and reads the seeded pages of the host's tenant", async () => {
    const list = await (await t.req(SB, "/api/v1/cms/pages")).json();
    expect(list.data.map((p: { key: string }) => p.key)).toContain("about");
    const about = await (await t.req(SB, "/api/v1/cms/pages/about")).json();
    expect(about.data.sections.length).toBeGreaterThan(0);
    expect((await t.req(SB, "/api/v1/cms/pages/bukan-halaman")).status).toBe(400);
  });

  it("refuses writes when signed out (401) and for a role without content.write (403)", async () => {
    expect((await put(SB, null, page)).status).toBe(401);
    const student = await signedIn(t, "sekolahbeta", 4);
    const res = await put(SB, student.token, page);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/tidak memiliki akses/);
  });

  it("lets a writer replace the page, sanitises rich text and serves the new page at once", async () => {
    const writer = await signedIn(t, "sekolahbeta", 6);
    const asWriter = { headers: { cookie: `tunas_session=${writer.token}` } };
    await t.req(SB, "/About"); // now in the page cache
    const before = await (await t.req(SB, "/About", asWriter)).text(); // its data in the data cache
    expect(before).not.toContain("Kami membangun talenta digital sejak 2016");
    const res = await put(SB, writer.token, page);
    expect(res.status).toBe(200);
    const saved = (await res.json()).data;
    const html = saved.sections[1].html as string;
    expect(html).toContain("Berawal dari kelas kecil");
    expect(html).not.toMatch(/<script|onerror/i);
    const rendered = await (await t.req(SB, "/About")).text();
    expect(rendered).toContain("Kami membangun talenta digital sejak 2016");
    // A signed-in view skips the page cache but reads the data cache: it shows the new page too.
    const signedInView = await (await t.req(SB, "/About", asWriter)).text();
    expect(signedInView).toContain("Kami membangun talenta digital sejak 2016");
    expect(signedInView).toContain("Menu akun ");
  });

  it("keeps the stored page when the body is malformed or of the wrong shape", async () => {
    const writer = await signedIn(t, "sekolahbeta", 6);
    const before = (await (await t.req(SB, "/api/v1/cms/pages/about")).json()).data;
    expect((await put(SB, writer.token, "{rusak")).status).toBe(400);
    const wrong = await put(SB, writer.token, { title: "", sections: [{ type: "hero" }] });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).status).toBe(false);
    const after = (await (await t.req(SB, "/api/v1/cms/pages/about")).json()).data;
    expect(after).toEqual(before);
  });

  it("never lets a writer of one tenant change another tenant's page", async () => {
    const writer = await signedIn(t, "smkcoding", 6);
    expect((await put(SB, writer.token, page)).status).toBe(401);
  });
});
