/** Content negotiation for the bodies we hold precompressed (cached pages, cached API answers). */

const ACCEPTS = {
  br: /(?:^|,)\s*br\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
  gzip: /(?:^|,)\s*gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i,
};

/** Picks the best encoding the client accepts among the ones we hold (`q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  for (const name of ["br", "gzip"] as const) {
    const m = ACCEPTS[name].exec(acceptEncoding);
    if (m && (m[1] === undefined || Number(m[1]) > 0)) return name;
  }
  return null;
}
