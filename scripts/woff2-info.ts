import { brotliDecompressSync } from "node:zlib";

/**
 * A small WOFF2 reader: enough to list a font file's characters (cmap), glyph count (maxp),
 * variation axes (fvar) and layout feature tags (GSUB/GPOS). The transformed glyf/loca/hmtx
 * tables are not decoded; none of the tables read here is ever transformed.
 */

const KNOWN_TAGS = (
  "cmap head hhea hmtx maxp name OS/2 post cvt fpgm glyf loca prep CFF VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx " +
  "BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty " +
  "just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .split(" ")
  .map((tag) => tag.padEnd(4));

export interface FontInfo {
  /** Code points mapped to a glyph other than .notdef. */
  codePoints: Set<number>;
  glyphCount: number;
  axes: { tag: string; min: number; default: number; max: number }[];
  /** Feature tags of GSUB and GPOS together, sorted, without duplicates. */
  features: string[];
}

/** The tables of a WOFF2 file, decompressed (transformed tables are left out). */
export function woff2Tables(file: Uint8Array): Map<string, Buffer> {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (buf.toString("latin1", 0, 4) !== "wOF2") throw new Error("not a WOFF2 file");
  const numTables = buf.readUInt16BE(12);
  const compressedSize = buf.readUInt32BE(20);
  let pos = 48;
  const readBase128 = (): number => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const b = buf[pos++] as number;
      value = value * 128 + (b & 0x7f);
      if ((b & 0x80) === 0) return value;
    }
    throw new Error("bad UIntBase128");
  };
  const dir: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = buf[pos++] as number;
    let tag: string;
    if ((flags & 0x3f) === 0x3f) {
      tag = buf.toString("latin1", pos, pos + 4);
      pos += 4;
    } else {
      tag = KNOWN_TAGS[flags & 0x3f] as string;
    }
    const version = flags >> 6;
    const origLength = readBase128();
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const length = transformed ? readBase128() : origLength;
    dir.push({ tag, length, transformed });
  }
  if (buf.readUInt32BE(4) === 0x74746366) throw new Error("font collections are not supported");
  const data = brotliDecompressSync(buf.subarray(pos, pos + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const t of dir) {
    if (!t.transformed) tables.set(t.tag, data.subarray(offset, offset + t.length));
    offset += t.length;
  }
  return tables;
}

function cmapCodePoints(cmap: Buffer): Set<number> {
  const out = new Set<number>();
  const numTables = cmap.readUInt16BE(2);
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const r = 4 + i * 8;
    subtables.push({ platform: cmap.readUInt16BE(r), encoding: cmap.readUInt16BE(r + 2), offset: cmap.readUInt32BE(r + 4) });
  }
  // Prefer a full-repertoire table (format 12), then the BMP one (format 4).
  const pick = (format: number) => subtables.find((s) => cmap.readUInt16BE(s.offset) === format && (s.platform === 0 || s.platform === 3));
  const t12 = pick(12);
  if (t12) {
    const o = t12.offset;
    const groups = cmap.readUInt32BE(o + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(o + 16 + g * 12);
      const end = cmap.readUInt32BE(o + 20 + g * 12);
      const glyph = cmap.readUInt32BE(o + 24 + g * 12);
      for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.add(c);
    }
    return out;
  }
  const t4 = pick(4);
  if (!t4) throw new Error("no Unicode cmap subtable");
  const o = t4.offset;
  const segCount = cmap.readUInt16BE(o + 6) / 2;
  const ends = o + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let s = 0; s < segCount; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = cmap.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
  return out;
}

function featureTags(table: Buffer | undefined): string[] {
  if (!table) return [];
  const list = table.readUInt16BE(6);
  const count = table.readUInt16BE(list);
  const tags: string[] = [];
  for (let i = 0; i < count; i++) tags.push(table.toString("latin1", list + 2 + i * 6, list + 6 + i * 6));
  return tags;
}

function fvarAxes(fvar: Buffer | undefined): FontInfo["axes"] {
  if (!fvar) return [];
  const axesOffset = fvar.readUInt16BE(4);
  const count = fvar.readUInt16BE(8);
  const size = fvar.readUInt16BE(10);
  const fixed = (at: number) => fvar.readInt32BE(at) / 65536;
  const axes: FontInfo["axes"] = [];
  for (let i = 0; i < count; i++) {
    const a = axesOffset + i * size;
    axes.push({ tag: fvar.toString("latin1", a, a + 4), min: fixed(a + 4), default: fixed(a + 8), max: fixed(a + 12) });
  }
  return axes;
}

export function fontInfo(file: Uint8Array): FontInfo {
  const tables = woff2Tables(file);
  const cmap = tables.get("cmap");
  const maxp = tables.get("maxp");
  if (!cmap || !maxp) throw new Error("cmap or maxp table missing");
  return {
    codePoints: cmapCodePoints(cmap),
    glyphCount: maxp.readUInt16BE(4),
    axes: fvarAxes(tables.get("fvar")),
    features: [...new Set([...featureTags(tables.get("GSUB")), ...featureTags(tables.get("GPOS"))])].sort(),
  };
}
