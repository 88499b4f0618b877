import { describe, expect, it } from "vitest";
import { pageList } from "./Pagination.tsx";

describe("page links", () => {
  it("shows first, last and the neighbours of the current page with gaps", () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageList(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageList(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageList(2, 3)).toEqual([1, 2, 3]);
  });
});
