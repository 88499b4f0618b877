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
    shapes.push(i % 3 === 2 ? `<rect x='${cx - r / 2}' y='${cy - r / 2}' width='${r}' height='${r}' rx='${r / 5}' fill='${fill}' opacity='${op}' transform='rotate(${v % 45} ${cx} ${cy})'/>` : `<circle cx='${cx}' cy='${cy}' r='${r}' fill='${fill}' opacity='${op}'/>`);
  }
  const angle = h % 2 ? "x2='1' y2='1'" : "x2='1' y2='0'";
  const text = kind === "cover" ? `<text x='60' y='${hgt - 60}' ${font} font-size='44' font-weight='800' fill='#fff' opacity='.92'>${label.length > 42 ? label.slice(0, 40) + "…" : label}</text>` : "";
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${hgt}' preserveAspectRatio='xMidYMid slice'><defs><linearGradient id='g' x1='0' y1='0' ${angle}><stop offset='0' stop-color='${p}'/><stop offset='1' stop-color='${s}'/></linearGradient></defs><rect width='${w}' height='${hgt}' fill='url(#g)'/>${shapes.join("")}${text}</svg>`;
}
