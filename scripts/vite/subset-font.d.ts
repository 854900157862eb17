/** subset-font ships no types: the part of its API the script fonts build uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Uint8Array>;
  export = subsetFont;
}
