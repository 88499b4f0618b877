/** A range of code points, both ends included. */
export type UnicodeRange = readonly [start: number, end: number];

/**
 * The characters of the subsetted Inter file (scripts/subset-fonts.ts): Basic Latin,
 * Latin-1 (names such as José or Björn, ©, ×, ·), the spaces Intl puts in dates and amounts,
 * dashes, quotes, bullet, ellipsis, primes, angle quotes, euro, trade mark, arrows and minus.
 * A character outside it still renders in the brand font from a fallback file (fonts.css).
 */
export const SUBSET_RANGES: readonly UnicodeRange[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2009, 0x2009],
  [0x200b, 0x200b],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

/** CSS `unicode-range` value of `ranges`. */
export function unicodeRangeCss(ranges: readonly UnicodeRange[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([s, e]) => (s === e ? `U+${hex(s)}` : `U+${hex(s)}-${hex(e)}`)).join(",");
}

/** The unicode-range of the subsetted font file. */
export const SUBSET_UNICODE_RANGE = unicodeRangeCss(SUBSET_RANGES);
