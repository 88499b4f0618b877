import { describe, expect, it } from "vitest";
import type { AppError } from "../../kernel/errors.ts";
import { PERMISSIONS, can, permissionsOf, requirePermission } from "./permissions.ts";
import { ROLE_BY_KIND } from "./roles.ts";

describe("permission matrix", () => {
  it("names only real roles", () => {
    for (const roles of Object.values(PERMISSIONS)) for (const r of roles) expect(ROLE_BY_KIND).toContain(r);
  });

  it("lets only admins approve or reject payouts and manage enrolments", () => {
    for (const role of [...ROLE_BY_KIND, "none" as const]) {
      const admin = role === "admin" || role === "superadmin";
      expect(can(role, "payout.approve"), role).toBe(admin);
      expect(can(role, "payout.reject"), role).toBe(admin);
      expect(can(role, "enrolment.manage"), role).toBe(admin);
    }
  });

  it("gives a student learning and payments but no payout, statistics or content", () => {
    expect(permissionsOf("student").sort()).toEqual(["dashboard.view", "learning.progress", "learning.view", "payment.view", "profile.edit"]);
  });

  it("gives a writer content and payouts but no learning", () => {
    expect(can("writer", "content.write")).toBe(true);
    expect(can("writer", "payout.request")).toBe(true);
    expect(can("writer", "learning.view")).toBe(false);
  });

  it("gives the role none nothing at all", () => {
    expect(permissionsOf("none")).toEqual([]);
  });

  it("answers 401 when signed out and 403 when not allowed", () => {
    const err = (fn: () => void) => {
      try {
        fn();
      } catch (e) {
        return e as AppError;
      }
      return null;
    };
    expect(err(() => requirePermission(null, "dashboard.view"))?.status).toBe(401);
    expect(err(() => requirePermission({ role: "student" }, "payout.approve"))?.status).toBe(403);
    expect(err(() => requirePermission({ role: "admin" }, "payout.approve"))).toBeNull();
  });
});
