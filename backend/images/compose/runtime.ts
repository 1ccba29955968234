/**
 * What the composition needs from where it runs: the two wasm engines and the font files. Under
 * Node they are read from node_modules (./node.ts); in the browser's composer worker
 * they are Vite assets fetched by URL (mocks/composer/worker.ts). Everything else is pure.
 */

/** A wasm module's bytes, or a fetch of them (which the engines compile while it streams). */
export type WasmSource = ArrayBuffer | Uint8Array | Response

export interface ComposerRuntime {
  /** satori's layout engine, `satori/layout.wasm` (satori/standalone ships without it). */
  layoutWasm(): Promise<WasmSource>
  /** The rasteriser, `@resvg/resvg-wasm/index_bg.wasm`. */
  resvgWasm(): Promise<WasmSource>
  /**
   * A font file of `@fontsource/inter` or `@fontsource/noto-sans-sc`, by its file name in the
   * package's `files/` folder, e.g. `inter-latin-700-normal.woff` (WOFF: satori reads TTF, OTF and
   * WOFF, not WOFF2).
   */
  fontFile(name: string): Promise<Uint8Array>
}
