/** The part of subset-font (HarfBuzz hb-subset compiled to WebAssembly) that scripts/subset-fonts.ts uses. */
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    noHinting?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
