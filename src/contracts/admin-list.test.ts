import { describe, expect, it } from "vitest";
import { adminPage, adminSort, parseAdminListQuery, ZBulkForm, ZVersion } from "./admin-list.ts";

describe("admin list query", () => {
  it("reads q, page, sort, dir, status and trash, with defaults", () => {
    expect(parseAdminListQuery(new URLSearchParams(""))).toEqual({ q: "", page: 1, sort: "", dir: "asc", status: "", trash: false });
    expect(parseAdminListQuery(new URLSearchParams("q=+react+&page=3&sort=title&dir=desc&status=published&trash=1"))).toEqual({
      q: "react",
      page: 3,
      sort: "title",
      dir: "desc",
      status: "published",
      trash: true,
    });
  });

  it("falls back to the defaults for hand-edited values instead of failing", () => {
    const q = parseAdminListQuery(new URLSearchParams("page=-4&sort=title;drop&dir=sideways&status=<b>&trash=yes"));
    expect(q).toEqual({ q: "", page: 1, sort: "", dir: "asc", status: "", trash: false });
  });

  it("sorts only by a column the list allows", () => {
    const q = parseAdminListQuery(new URLSearchParams("sort=passwordHash&dir=desc"));
    expect(adminSort(q, ["title", "createdAt"], "createdAt", "desc")).toEqual({ column: "createdAt", dir: "desc" });
    expect(adminSort(parseAdminListQuery(new URLSearchParams("sort=title")), ["title", "createdAt"], "createdAt", "desc")).toEqual({
      column: "title",
      dir: "asc",
    });
  });

  it("clamps the page to the last one and gives the offset", () => {
    expect(adminPage(0, 1)).toMatchObject({ page: 1, pages: 1, offset: 0 });
    expect(adminPage(45, 2)).toMatchObject({ page: 2, pages: 3, offset: 20, size: 20 });
    expect(adminPage(45, 99)).toMatchObject({ page: 3, offset: 40 });
  });
});

describe("bulk form and version", () => {
  it("needs at least one row and a known action", () => {
    expect(ZBulkForm.safeParse({ intent: "bulk-publish", ids: [] }).error?.issues[0]?.message).toBe("Pilih minimal satu baris terlebih dahulu.");
    expect(ZBulkForm.safeParse({ intent: "bulk-drop", ids: ["1"] }).error?.issues[0]?.message).toBe("Tindakan massal tidak dikenal.");
    expect(ZBulkForm.safeParse({ intent: "bulk-delete", ids: ["1", "x' or 1=1"] }).success).toBe(false);
    expect(ZBulkForm.parse({ intent: "bulk-delete", ids: ["1", "react-dasar"] }).ids).toEqual(["1", "react-dasar"]);
  });

  it("reads the hidden version as a positive integer", () => {
    expect(ZVersion.parse("3")).toBe(3);
    expect(ZVersion.safeParse("0").success).toBe(false);
    expect(ZVersion.safeParse("abc").error?.issues[0]?.message).toMatch(/muat ulang halaman/);
  });
});
