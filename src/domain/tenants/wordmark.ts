// Geometry of the generated wordmarks (src/server/brand-svg.ts draws them; the site header sizes
// its logo from the same numbers, so the image box is right before the file arrives).

/** Width of a line of the wordmark's name in SVG units (font-size 22, bold; generous for fallback fonts). */
export function textWidth(text: string): number {
  return Math.round(text.length * 13.5);
}

/**
 * The name in two lines for the stacked wordmark: the split between words whose longer line is the
 * shortest. A one-word name stays on one line.
 */
export function stackedLines(name: string): [string] | [string, string] {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return [name];
  let best: [string, string] = [words.slice(0, 1).join(" "), words.slice(1).join(" ")];
  for (let i = 2; i < words.length; i++) {
    const candidate: [string, string] = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    if (Math.max(candidate[0].length, candidate[1].length) < Math.max(best[0].length, best[1].length)) best = candidate;
  }
  return best;
}

/** One-line wordmarks wider than this (SVG units at height 48) get a two-line phone view. */
export const STACK_ABOVE_WIDTH = 260;

/**
 * Geometry of a generated wordmark: the one-line lock-up (the SVG's own viewBox) and the view that
 * `logo-*.svg#stacked` selects (an SVG `<view>`), which the header shows on narrow screens. For a
 * wide name the stacked view is a second drawing in two lines below the first (outside the main
 * viewBox, so the plain file shows only the one-line wordmark); otherwise it is the same one-line box.
 */
export function wordmarkLayout(name: string): { width: number; stacked: { lines: string[]; y: number; width: number; height: number } | null } {
  const width = 64 + textWidth(name) + 16;
  const lines = stackedLines(name);
  if (width <= STACK_ABOVE_WIDTH || lines.length < 2) return { width, stacked: null };
  return { width, stacked: { lines, y: 64, width: 52 + Math.max(...lines.map(textWidth)) + 8, height: 56 } };
}

/** Whether a logo address is the generated wordmark of a site (which has the `#stacked` view). */
export function isGeneratedLogo(src: string, layout: string): boolean {
  return src === `/brand/${encodeURIComponent(layout)}/logo-dark.svg` || src === `/brand/${encodeURIComponent(layout)}/logo-light.svg`;
}
