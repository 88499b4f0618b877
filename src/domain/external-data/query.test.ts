import { describe, expect, it } from "vitest";
import { RestError } from "./errors.ts";
import { parseInsertBody, parseRestQuery } from "./query.ts";

const parse = (table: string, qs: string, headers: Record<string, string> = {}, method = "GET") =>
  parseRestQuery({
    table,
    method,
    search: new URLSearchParams(qs),
    headers: { accept: headers.accept, prefer: headers.prefer, range: headers.range, rangeUnit: headers["range-unit"] },
  });

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof RestError ? `${e.status} ${e.code}` : String(e);
  }
  return "ok";
};

describe("PostgREST query parsing", () => {
  it("reads select with aliases, typed filters, order and limit", () => {
    const q = parse(
      "book_reviews",
      'select=nama:name,rating&rating=gte.4&name=in.(Ani,"B,C")&id=not.is.null&order=rating.desc.nullslast,name&limit=5&offset=10',
    );
    expect(q.select).toEqual([
      { column: "name", alias: "nama" },
      { column: "rating", alias: "rating" },
    ]);
    expect(q.filters).toEqual([
      { column: "rating", op: "gte", negate: false, value: 4 },
      { column: "name", op: "in", negate: false, value: ["Ani", "B,C"] },
      { column: "id", op: "is", negate: true, value: "null" },
    ]);
    expect(q.order).toEqual([
      { column: "rating", dir: "desc", nulls: "last" },
      { column: "name", dir: "asc", nulls: null },
    ]);
    expect([q.offset, q.limit]).toEqual([10, 5]);
  });

  it("intersects the Range header with limit and offset", () => {
    expect(parse("book_reviews", "", { range: "5-14" })).toMatchObject({ offset: 5, limit: 10 });
    expect(parse("book_reviews", "limit=3", { range: "5-14" })).toMatchObject({ offset: 5, limit: 0 });
    expect(parse("book_reviews", "offset=6&limit=3", { range: "5-14" })).toMatchObject({ offset: 6, limit: 3 });
    expect(parse("book_reviews", "", { range: "5-", "range-unit": "items" })).toMatchObject({ offset: 5, limit: null });
    expect(codeOf(() => parse("book_reviews", "", { range: "9-2" }))).toBe("416 PGRST103");
  });

  it("reads Prefer and Accept", () => {
    const q = parse("donations", "", { prefer: "return=representation, count=exact", accept: "application/vnd.pgrst.object+json" }, "POST");
    expect(q.prefer).toMatchObject({ return: "representation", count: true });
    expect(q.single).toBe(true);
    expect(codeOf(() => parse("donations", "", { accept: "text/csv" }))).toBe("406 PGRST107");
    expect(codeOf(() => parse("donations", "", { prefer: "handling=strict, bogus=1" }))).toBe("400 PGRST122");
  });

  it("refuses what it does not understand with PostgREST's codes", () => {
    expect(codeOf(() => parse("users", ""))).toBe("404 PGRST205");
    expect(codeOf(() => parse("book_reviews", "select=*,("))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", "select=name,"))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", 'select="na""me"'))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", "select=tenant_id"))).toBe("400 42703");
    expect(codeOf(() => parse("book_reviews", "constructor=eq.1"))).toBe("400 42703");
    expect(codeOf(() => parse("book_reviews", "rating=eq.1;drop"))).toBe("400 22P02");
    expect(codeOf(() => parse("book_reviews", "rating=between.1"))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", "rating=eq"))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", "rating=like.1*"))).toBe("400 PGRST100");
    expect(codeOf(() => parse("user_disc", "answers=eq.[]"))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", "limit=1e3"))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", "order=name.up"))).toBe("400 PGRST100");
    expect(codeOf(() => parse("book_reviews", `name=in.(${Array.from({ length: 101 }, (_, i) => i).join(",")})`))).toBe("400 PGRST100");
  });

  it("reads insert bodies: same keys, typed values, columns= with missing values null or default", () => {
    const q = parse("book_reviews", "", {}, "POST");
    expect(parseInsertBody(q, { name: "Ana", comment: "x", rating: "5" })).toEqual({ columns: ["comment", "name", "rating"], rows: [["x", "Ana", 5]] });
    expect(codeOf(() => parseInsertBody(q, [{ name: "A" }, { comment: "B" }]))).toBe("400 PGRST102");
    expect(codeOf(() => parseInsertBody(q, { rating: 2.5 }))).toBe("400 22003");
    expect(codeOf(() => parseInsertBody(q, { name: { a: 1 } }))).toBe("400 22P02");
    expect(codeOf(() => parseInsertBody(q, JSON.parse('{"__proto__":{"rating":5},"name":"A"}')))).toBe("400 PGRST204");
    const cols = parse("book_reviews", 'columns="name","rating"', { prefer: "missing=default" }, "POST");
    expect(parseInsertBody(cols, [{ name: "A" }, { name: "B", rating: 3, other: 1 }])).toEqual({
      columns: ["name", "rating"],
      rows: [
        ["A", undefined],
        ["B", 3],
      ],
    });
  });
});
