import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTenant, makeUser, signInCookie, type TTenantMade } from "./factories/index.ts";
import { createTestApp, type TTestApp } from "./helpers/app.ts";
import { loadRender } from "./helpers/render.ts";
import { DASHBOARD_SECTIONS } from "../app/lib/dashboard-sections.ts";
import { can } from "../src/domain/identity/permissions.ts";
import { ROLE_BY_KIND } from "../src/domain/identity/roles.ts";

/**
 * The permission matrix, section by section (issue 17): every dashboard section of
 * app/lib/dashboard-sections.ts × every role of spec §6 (kinds 0–9). A role with the section's
 * permission gets the page (200); any other gets the 403 page, for a GET and for a POST (the action
 * checks too). The list comes from DASHBOARD_SECTIONS, so a new section is covered by itself.
 */
let t: TTestApp;
let tenant: TTenantMade;
/** With the port, as a browser sends it (the action's origin check compares it with Origin). */
let host: string;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ render: await loadRender() });
  tenant = await makeTenant(t);
  host = `${tenant.host}:3000`;
  for (const role of ROLE_BY_KIND) cookies.set(role, await signInCookie(t, tenant, await makeUser(t, tenant, { role })));
}, 240_000);
afterAll(() => t?.close());

function menu(html: string): string[] {
  const start = html.indexOf('data-testid="dashboard-sidebar"');
  const nav = html.slice(start, html.indexOf("</nav>", start));
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
}

describe(`admin permission matrix on ${process.env.TEST_DB}`, () => {
  for (const role of ROLE_BY_KIND) {
    it(`${role} (kind ${ROLE_BY_KIND.indexOf(role)}): each section answers 200 when the matrix allows it, else 403, and the menu lists only the allowed ones`, async () => {
      const cookie = cookies.get(role)!;
      const allowed = DASHBOARD_SECTIONS.filter((s) => can(role, s.permission)).map((s) => s.path);
      for (const s of DASHBOARD_SECTIONS) {
        const res = await t.req(host, s.path, { headers: { cookie } });
        const expected = can(role, s.permission) ? 200 : 403;
        expect(res.status, `${role} GET ${s.path}`).toBe(expected);
        const html = await res.text();
        if (expected === 403) expect(html).toContain("Anda tidak memiliki akses ke halaman ini.");
        // The frame's menu shows exactly the sections the role may open, whatever page it is on.
        expect(menu(html).sort(), `${role} menu on ${s.path}`).toEqual([...allowed].sort());
        if (expected === 403) {
          const post = await t.req(host, s.path, {
            method: "POST",
            body: new URLSearchParams({ intent: "delete", id: "1" }).toString(),
            headers: { cookie, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
          });
          // 403 from the section's check (405 when it has no action): never a 2xx or 3xx, nor a crash.
          expect(post.status, `${role} POST ${s.path}`).toBeGreaterThanOrEqual(400);
          expect(post.status, `${role} POST ${s.path}`).toBeLessThan(500);
          if (post.status !== 405) expect(post.status, `${role} POST ${s.path}: ${(await post.text()).slice(0, 200)}`).toBe(403);
        }
      }
    }, 180_000);
  }

  it("sends a signed-out visitor of every section to sign-in", async () => {
    for (const s of DASHBOARD_SECTIONS) {
      const res = await t.req(host, s.path);
      expect(res.status, s.path).toBe(302);
      expect(res.headers.get("location")).toBe("/Login");
    }
  });
});
