import type { TTenant } from "../domain/tenants/tenant.ts";
import { wordmarkLayout } from "../domain/tenants/wordmark.ts";

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
  const { width, stacked } = wordmarkLayout(t.name);
  const badge = (y: number) =>
    `<rect x='0' y='${y}' width='40' height='40' rx='10' fill='${p}'/><path d='M8 ${y + 32} L20 ${y + 8} L32 ${y + 32} Z' fill='${s}' opacity='.55'/><text x='20' y='${y + 27}' text-anchor='middle' ${font} font-size='15' font-weight='800' fill='#fff'>${ini}</text>`;
  // No width/height on the root: the size (and, through the view, the aspect ratio) comes from the viewBox.
  const view = stacked ? `0 ${stacked.y} ${stacked.width} ${stacked.height}` : `0 0 ${width} 48`;
  const second = stacked
    ? `<g transform='translate(0 ${stacked.y})'>${badge(8)}${stacked.lines.map((line, i) => `<text x='52' y='${24 + i * 26}' ${font} font-size='22' font-weight='700' fill='${textColor}'>${esc(line)}</text>`).join("")}</g>`
    : "";
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 48' role='img' aria-label='${name}'><view id='stacked' viewBox='${view}'/>${badge(4)}<text x='52' y='31' ${font} font-size='22' font-weight='700' fill='${textColor}'>${name}</text>${second}</svg>`;
}
