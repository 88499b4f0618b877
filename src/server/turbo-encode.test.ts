import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { encodePlainTurbo } from "./turbo-encode.ts";

// turbo-stream's encoder as React Router ships it (pinned version), to compare against.
const dist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
const chunk = readdirSync(dist).find((f) => f.endsWith(".mjs") && readFileSync(join(dist, f), "utf8").includes("\nfunction encode(input, options) {"))!;
const rr = (await import(pathToFileURL(join(dist, chunk)).href)) as {
  encode: (v: unknown, o?: object) => ReadableStream<Uint8Array>;
  decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: object) => Promise<{ value: unknown; done: Promise<void> }>;
};

async function turboStream(value: unknown): Promise<string> {
  return new Response(rr.encode(value)).text();
}

const shared = { kode: "WEB-101", nama: "Pemrograman Web" };
const SAMPLES: Record<string, unknown> = {
  "a page's loader data": {
    loaderData: {
      root: { site: { id: "sekolahbeta", name: "Sekolah Beta", isMaintenance: false, contact: { email: "halo@x.id", phone: null } }, viewer: null },
      home: { open: [shared, shared, { ...shared, price: 2500000, badge: { label: "Pendaftaran Dibuka", color: "green" } }] },
    },
    actionData: null,
    errors: null,
  },
  "repeated strings and numbers": ["a", "b", "a", 1, 2, 1, "1", true, false, true],
  "special numbers": [NaN, Infinity, -Infinity, -0, 0, 1e21, 0.1, -5],
  "undefined and null in objects and arrays": { a: undefined, b: null, c: [undefined, null] },
  "array holes": [1, , 3], // eslint-disable-line no-sparse-arrays
  "empty containers": { a: {}, b: [], c: "" },
  "keys that look like numbers and non-Latin text": { 10: "x", 2: "y", ä: "Bahasa — “Indonesia” \u2028 </script>", emoji: "🎓" },
  "the root referenced again": (() => {
    const root: Record<string, unknown> = { name: "root" };
    root.self = root;
    root.list = [root];
    return root;
  })(),
  "a top-level string": "halo",
  "a top-level number": 42,
  "top-level undefined": undefined,
  "top-level null": null,
};

describe("encodePlainTurbo (turbo-stream's format for plain loader data)", () => {
  for (const [name, value] of Object.entries(SAMPLES)) {
    it(`writes the same text as turbo-stream: ${name}`, async () => {
      expect(encodePlainTurbo(value)).toBe(await turboStream(value));
    });
  }

  it("decodes back to the same data with React Router's decoder", async () => {
    const value = SAMPLES["a page's loader data"];
    const text = encodePlainTurbo(value)!;
    const decoded = await rr.decodeViaTurboStream(new Response(text).body!, globalThis);
    expect(decoded.value).toEqual(value);
  });

  it("leaves anything else to turbo-stream's own encoder", () => {
    class Kelas {
      nama = "x";
    }
    const symbolKeyed = { [Symbol.for("redirect")]: "/Login" };
    for (const v of [new Date(), new Map(), new Set(), new Error("x"), new Kelas(), Object.create(null), symbolKeyed, () => 1, 1n, Promise.resolve(1), /x/, new URL("http://x.id")]) {
      expect(encodePlainTurbo({ nested: [v] })).toBeNull();
    }
  });
});
