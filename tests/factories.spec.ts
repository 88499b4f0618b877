import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrol, makeClass, makeCourse, makeTenant, makeUser, signInCookie } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";

/** The factories make working data: a tenant reachable by its host, classes, members, sessions. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`test factories on ${process.env.TEST_DB}`, () => {
  it("makes a tenant that answers on its own host", async () => {
    const tenant = await makeTenant(t, { name: "Akademi Uji Pabrik" });
    const res = await t.req(tenant.host, "/api/v0/cms/app/settings");
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: tenant.id, title: "Akademi Uji Pabrik" });
  });

  it("makes a class that its tenant lists and no other tenant sees", async () => {
    const tenant = await makeTenant(t);
    const cls = await makeClass(t, tenant, { name: "Kelas Pabrik", price: 250_000 });
    const overview = await t.req(tenant.host, `/api/v1/class/overview?slug=${cls.slug}`);
    expect(overview.status).toBe(200);
    const data = (await overview.json()).data;
    expect(data).toMatchObject({ name: "Kelas Pabrik", price: 250_000, state: "onRegistration" });
    expect(data.batches).toHaveLength(1);
    const list = (await (await t.req(tenant.host, "/api/v1/class/active?page=1")).json()).data;
    expect(list.items.map((c: { slug: string }) => c.slug)).toEqual([cls.slug]);
    expect((await t.req("sekolahbeta.localhost", `/api/v1/class/overview?slug=${cls.slug}`)).status).toBe(404);
  });

  it("signs a user in by cookie with the role it was given, on its tenant only", async () => {
    const tenant = await makeTenant(t);
    const other = await makeTenant(t);
    const admin = await makeUser(t, tenant, { role: "admin" });
    const cookie = await signInCookie(t, tenant, admin);
    const me = await t.req(tenant.host, "/api/v1/user/me", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({ id: admin.id, email: admin.email, role: "admin" });
    expect((await t.req(other.host, "/api/v1/user/me", { headers: { cookie } })).status).toBe(401);
    expect((await t.req(tenant.host, "/api/v1/user/me")).status).toBe(401);
  });

  it("enrols a member, which the admin enrolment call then reports as already enrolled", async () => {
    const tenant = await makeTenant(t);
    const admin = await makeUser(t, tenant, { role: "admin" });
    const learner = await makeUser(t, tenant);
    const course = await makeCourse(t, tenant);
    await enrol(t, tenant, learner, { courseSlug: course.slug });
    const res = await t.req(tenant.host, "/api/v1/admin/enrolments", {
      method: "POST",
      headers: { cookie: await signInCookie(t, tenant, admin), origin: `http://${tenant.host}`, "content-type": "application/json" },
      body: JSON.stringify({ email: learner.email, courseSlug: course.slug }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Peserta sudah terdaftar di kursus ini.", data: { created: false, userId: learner.id } });
    const student = await makeUser(t, tenant, { role: "student" });
    const refused = await t.req(tenant.host, "/api/v1/admin/enrolments", {
      method: "POST",
      headers: { cookie: await signInCookie(t, tenant, student), origin: `http://${tenant.host}`, "content-type": "application/json" },
      body: JSON.stringify({ email: learner.email, courseSlug: course.slug }),
    });
    expect(refused.status).toBe(403);
  });
});
