/**
 * React Router hands a page's loader data to the browser in turbo-stream's format. Its encoder
 * is general (promises, dates, maps, errors, plugins, yielding every few thousand values) and
 * costs ~90 µs per page here, most of it bookkeeping that plain JSON-like data never needs.
 *
 * This encoder writes the same text for plain data — strings, numbers, booleans, null,
 * undefined, arrays and plain objects — and returns null for anything else, so that the caller
 * falls back to turbo-stream's own encoder. It follows turbo-stream's algorithm step by step
 * (index order, de-duplication by value or identity, the special numbers, array holes), and its
 * tests compare its output with turbo-stream's for the same input. vite/rr-server-memo.ts wires
 * it into React Router's server build for the document's loader data.
 */

// turbo-stream's constants for values that never get an index.
const HOLE = -1;
const NAN = -2;
const NEGATIVE_INFINITY = -3;
const NEGATIVE_ZERO = -4;
const NULL = -5;
const POSITIVE_INFINITY = -6;
const UNDEFINED = -7;

export function encodePlainTurbo(input: unknown): string | null {
  const indices = new Map<unknown, number>();
  const out: string[] = [];
  // Pairs of (value, index), last in first out, as turbo-stream walks them.
  const stack: unknown[] = [];
  let next = 0;

  const ref = (value: unknown): number => {
    const existing = indices.get(value);
    // turbo-stream tests truthiness: the root (index 0) is never reused, and neither is it here.
    if (existing) return existing;
    if (value === undefined) return UNDEFINED;
    if (value === null) return NULL;
    if (typeof value === "number") {
      if (value !== value) return NAN;
      if (value === Infinity) return POSITIVE_INFINITY;
      if (value === -Infinity) return NEGATIVE_INFINITY;
      if (value === 0 && 1 / value < 0) return NEGATIVE_ZERO;
    }
    const index = next++;
    indices.set(value, index);
    stack.push(value, index);
    return index;
  };

  const root = ref(input);
  if (root < 0) return `${root}\n`;

  while (stack.length > 0) {
    const index = stack.pop() as number;
    const value = stack.pop();
    switch (typeof value) {
      case "string":
      case "number":
      case "boolean":
        out[index] = JSON.stringify(value);
        break;
      case "object": {
        if (Array.isArray(value)) {
          let s = "[";
          for (let i = 0; i < value.length; i++) s += (i ? "," : "") + (i in value ? ref(value[i]) : HOLE);
          out[index] = s + "]";
        } else if (Object.getPrototypeOf(value) === Object.prototype && Object.getOwnPropertySymbols(value).length === 0) {
          const obj = value as Record<string, unknown>;
          let s = "{";
          let first = true;
          for (const key of Object.keys(obj)) {
            const k = ref(key);
            s += (first ? '"_' : ',"_') + k + '":' + ref(obj[key]);
            first = false;
          }
          out[index] = s + "}";
        } else {
          return null; // a date, map, error, class instance…: turbo-stream's own encoder
        }
        break;
      }
      default:
        return null; // bigint, symbol, function
    }
  }
  return `[${out.join(",")}]\n`;
}
