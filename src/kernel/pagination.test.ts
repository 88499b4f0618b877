import { describe, expect, it } from "vitest";
import { activePage, lastPage, listPage, normalisePage } from "./pagination.ts";
import { prefixTsQuery } from "../domain/catalog/search.ts";

describe("pagination maths", () => {
  it("defaults to page 1 of 6 (spec §9) and caps the size at 50", () => {
    expect(normalisePage(undefined, undefined)).toEqual({ page: 1, pageSize: 6, offset: 0 });
    expect(normalisePage(3, 10)).toEqual({ page: 3, pageSize: 10, offset: 20 });
    expect(normalisePage(2, 500).pageSize).toBe(50);
    expect(normalisePage(undefined, undefined, 10).pageSize).toBe(10);
  });

  it("computes the last page, never below 1", () => {
    expect(lastPage(0, 6)).toBe(1);
    expect(lastPage(6, 6)).toBe(1);
    expect(lastPage(7, 6)).toBe(2);
    expect(lastPage(25, 6)).toBe(5);
  });

  it("builds the active-batches shape and the list shape", () => {
    expect(activePage(["a"], { page: 2, pageSize: 6 }, 25)).toEqual({
      items: ["a"],
      page: { current_page: 2, last_page: 5 },
      data_count: { per_page: 6, total_data: 25 },
    });
    expect(listPage([], { page: 1, pageSize: 10 }, 12)).toEqual({ items: [], page: 1, perPage: 10, totalItems: 12, totalPages: 2 });
  });
});

describe("search query", () => {
  it("turns words into an AND of prefixes, lowercase", () => {
    expect(prefixTsQuery("Web  Dasar")).toBe("web:* & dasar:*");
    expect(prefixTsQuery("Kopi Gayo kopi")).toBe("kopi:* & gayo:*");
  });
  it("drops tsquery syntax so user input can never break the query", () => {
    expect(prefixTsQuery("web & !(dasar | x):*")).toBe("web:* & dasar:* & x:*");
    expect(prefixTsQuery("'; drop table --")).toBe("drop:* & table:*");
    expect(prefixTsQuery("!!!")).toBeNull();
    expect(prefixTsQuery("")).toBeNull();
  });
  it("keeps Indonesian letters and digits", () => {
    expect(prefixTsQuery("ES2023 café")).toBe("es2023:* & café:*");
  });
});
