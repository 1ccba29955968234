/**
 * Where the composer worker finds its engines and fonts: Vite assets, fetched by URL on first use,
 * so the page downloads none of them until an image is composed.
 */
import resvgWasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url'
import layoutWasmUrl from 'satori/layout.wasm?url'
import type { ComposerRuntime } from '../../backend/images/compose'

/**
 * Inter's Latin files and Noto Sans SC's numbered subsets in 700 (backend/images/compose/fonts.ts
 * says why), by file name: each an asset of its own, fetched only when a headline needs it. The
 * named subsets (latin, chinese-simplified…) are left out: the composer never asks for them.
 */
export const FONT_URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(
    import.meta.glob<string>(
      ['/node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff', '/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-[0-9]*-700-normal.woff'],
      { query: '?url', import: 'default', eager: true },
    ),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
)

async function bytesAt(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`)
  // Bytes rather than the Response: compiling from a stream needs the host to send application/wasm.
  return response.arrayBuffer()
}

export const browserComposerRuntime: ComposerRuntime = {
  layoutWasm: () => bytesAt(layoutWasmUrl),
  resvgWasm: () => bytesAt(resvgWasmUrl),
  fontFile: async (name) => {
    const url = FONT_URLS.get(name)
    if (!url) throw new Error(`No font file ${name} in the build`)
    return new Uint8Array(await bytesAt(url))
  },
}
