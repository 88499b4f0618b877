import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TTenant } from "../domain/tenants/tenant.ts";
import { initials } from "./brand-svg.ts";

/**
 * Generated pictures for seeded content (covers, photos, avatars, client logos): deterministic SVG
 * drawn from the name and the tenant's colours. No third-party images.
 */
export type TMediaKind = "cover" | "photo" | "avatar" | "logo";
export const MEDIA_KINDS: readonly TMediaKind[] = ["cover", "photo", "avatar", "logo"];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function words(name: string): string {
  return name
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

const font = "font-family='Raleway,Segoe UI,Helvetica,Arial,sans-serif'";

export function mediaSvg(t: Pick<TTenant, "theme">, kind: TMediaKind, name: string): string {
  const p = t.theme.clr_primary;
  const s = t.theme.clr_secondary;
  const h = hash(name);
  const label = words(name);
  if (kind === "avatar") {
    return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 160'><rect width='160' height='160' fill='${h % 2 ? p : s}'/><circle cx='80' cy='64' r='30' fill='#fff' opacity='.25'/><path d='M30 150c6-30 30-44 50-44s44 14 50 44z' fill='#fff' opacity='.25'/><text x='80' y='94' text-anchor='middle' ${font} font-size='52' font-weight='800' fill='#fff'>${initials(label)}</text></svg>`;
  }
  if (kind === "logo") {
    const w = Math.max(200, 60 + label.length * 11);
    return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} 64' role='img' aria-label='${label}'><rect x='4' y='12' width='40' height='40' rx='${h % 3 === 0 ? 20 : 8}' fill='${p}'/><text x='24' y='38' text-anchor='middle' ${font} font-size='15' font-weight='800' fill='#fff'>${initials(label)}</text><text x='56' y='40' ${font} font-size='18' font-weight='700' fill='#334155'>${label}</text></svg>`;
  }
  // cover and photo: layered shapes placed by the hash, so every item looks different.
  const [w, hgt] = kind === "cover" ? [1200, 630] : [800, 600];
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const v = hash(`${name}:${i}`);
    const cx = v % w;
    const cy = (v >>> 10) % hgt;
    const r = 60 + ((v >>> 20) % 220);
    const fill = i % 2 ? "#ffffff" : s;
    const op = (0.08 + ((v >>> 5) % 20) / 100).toFixed(2);
    shapes.push(
      i % 3 === 2
        ? `<rect x='${cx - r / 2}' y='${cy - r / 2}' width='${r}' height='${r}' rx='${r / 5}' fill='${fill}' opacity='${op}' transform='rotate(${v % 45} ${cx} ${cy})'/>`
        : `<circle cx='${cx}' cy='${cy}' r='${r}' fill='${fill}' opacity='${op}'/>`,
    );
  }
  const angle = h % 2 ? "x2='1' y2='1'" : "x2='1' y2='0'";
  const text =
    kind === "cover"
      ? `<text x='60' y='${hgt - 60}' ${font} font-size='44' font-weight='800' fill='#fff' opacity='.92'>${label.length > 42 ? label.slice(0, 40) + "…" : label}</text>`
      : "";
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${hgt}' preserveAspectRatio='xMidYMid slice'><defs><linearGradient id='g' x1='0' y1='0' ${angle}><stop offset='0' stop-color='${p}'/><stop offset='1' stop-color='${s}'/></linearGradient></defs><rect width='${w}' height='${hgt}' fill='url(#g)'/>${shapes.join("")}${text}</svg>`;
}

/**
 * Recorded media of seeded content (podcast recordings, video clips) under /media/audio/ and
 * /media/video/: small files generated once by scripts/generate-seed-media.ts and committed in
 * media/seed/. Served with byte ranges so players can seek and read the duration.
 */
const FILE_KINDS = { audio: { ext: "ogg", type: "audio/ogg" }, video: { ext: "webm", type: "video/webm" } } as const;
export type TMediaFileKind = keyof typeof FILE_KINDS;
export const isMediaFileKind = (k: string): k is TMediaFileKind => k === "audio" || k === "video";

const MEDIA_DIR = fileURLToPath(new URL("../../media/seed/", import.meta.url));
const fileCache = new Map<string, Buffer | null>();

function mediaFile(kind: TMediaFileKind, name: string): Buffer | null {
  const key = `${kind}/${name}`;
  if (!fileCache.has(key)) {
    let bytes: Buffer | null = null;
    try {
      bytes = readFileSync(join(MEDIA_DIR, kind, `${name}.${FILE_KINDS[kind].ext}`));
    } catch {
      bytes = null;
    }
    fileCache.set(key, bytes);
  }
  return fileCache.get(key) ?? null;
}

/** One `bytes=` range of a file of `size` bytes: [start, end] inclusive, "unsatisfiable", or null (whole file). */
export function parseRange(header: string | undefined, size: number): [number, number] | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null; // multiple or odd ranges: send the whole file (RFC 9110 allows ignoring Range)
  let start: number;
  let end: number;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return [start, end];
}

/** The response for `/media/{audio|video}/{name}.{ogg|webm}`: 200, 206 with a range, 416, or 404. */
export function mediaFileResponse(kind: TMediaFileKind, file: string, rangeHeader: string | undefined): Response {
  const spec = FILE_KINDS[kind];
  const m = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.${spec.ext}$`).exec(file);
  const bytes = m && m[1]!.length <= 120 ? mediaFile(kind, m[1]!) : null;
  if (!bytes) return new Response("Berkas tidak ditemukan.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = new Headers({ "Content-Type": spec.type, "Accept-Ranges": "bytes", "Cache-Control": "public, max-age=86400" });
  const range = parseRange(rangeHeader, bytes.length);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${bytes.length}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, bytes.length - 1];
  const body = new Uint8Array(bytes.buffer, bytes.byteOffset + start, end - start + 1);
  headers.set("Content-Length", String(body.byteLength));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${bytes.length}`);
  return new Response(body as Uint8Array<ArrayBuffer>, { status: range ? 206 : 200, headers });
}
