import type { TTenant } from "../domain/tenants/tenant.ts";

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export function initials(name: string): string {
  const words = name.replace(/[()]/g, "").split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? "T").slice(0, 2);
  return letters.toUpperCase();
}

/** Generated wordmarks: a rounded badge with initials and the site name. No third-party images. */
export function brandSvg(t: TTenant, kind: "logo-dark" | "logo-light" | "favicon" | "og"): string {
  const p = t.theme.clr_primary;
  const s = t.theme.clr_secondary;
  const ini = esc(initials(t.name));
  const font = "font-family='Raleway,Segoe UI,Helvetica,Arial,sans-serif'";
  if (kind === "favicon") {
    return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='14' fill='${p}'/><text x='32' y='42' text-anchor='middle' ${font} font-size='28' font-weight='800' fill='#fff'>${ini}</text></svg>`;
  }
  if (kind === "og") {
    return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 630'><defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${p}'/><stop offset='1' stop-color='${s}'/></linearGradient></defs><rect width='1200' height='630' fill='url(#g)'/><text x='80' y='300' ${font} font-size='84' font-weight='800' fill='#fff'>${esc(t.name)}</text><text x='80' y='380' ${font} font-size='38' fill='#fff' opacity='.9'>${esc(t.tagline)}</text></svg>`;
  }
  const name = esc(t.name);
  const textColor = kind === "logo-dark" ? "#1f2937" : "#ffffff";
  const width = 64 + Math.round(t.name.length * 13.5) + 16;
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 48' width='${width}' height='48' role='img' aria-label='${name}'><rect x='0' y='4' width='40' height='40' rx='10' fill='${p}'/><path d='M8 36 L20 12 L32 36 Z' fill='${s}' opacity='.55'/><text x='20' y='31' text-anchor='middle' ${font} font-size='15' font-weight='800' fill='#fff'>${ini}</text><text x='52' y='31' ${font} font-size='22' font-weight='700' fill='${textColor}'>${name}</text></svg>`;
}
