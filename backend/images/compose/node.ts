/**
 * The image composer under Node (the server, Vitest, the HTTP mock server): the engines' wasm and
 * the font files read from node_modules. Only Node hosts import this module; the browser demo
 * composes in its worker (mocks/composer/browser.ts).
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createComposer, type Composer, type ComposerRuntime } from '.'

// From this module, else from the working directory: the benches run this module bundled into a
// temporary folder, where no node_modules is in reach.
const resolvers = [createRequire(import.meta.url), createRequire(join(process.cwd(), 'package.json'))]

/** A file of an installed package, found through a file the package exports. */
function packageFile(exported: string, file: string): string {
  for (const resolver of resolvers) {
    try {
      return join(dirname(resolver.resolve(exported)), file)
    } catch {
      // Not in reach from there: try the next.
    }
  }
  throw new Error(`Cannot find ${exported}: run from the repository, after npm install`)
}

async function bytesOf(path: string): Promise<Uint8Array> {
  const buffer = await readFile(path)
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

export const nodeComposerRuntime: ComposerRuntime = {
  layoutWasm: () => bytesOf(packageFile('satori/package.json', 'layout.wasm')),
  resvgWasm: () => bytesOf(packageFile('@resvg/resvg-wasm/index_bg.wasm', 'index_bg.wasm')),
  fontFile: (name) => bytesOf(packageFile(`${name.startsWith('inter-') ? '@fontsource/inter' : '@fontsource/noto-sans-sc'}/package.json`, join('files', name))),
}

export function createNodeComposer(): Composer {
  return createComposer(nodeComposerRuntime)
}
