/**
 * `npm run messages` (npm install runs it too, as `prepare`): compiles the message catalogue,
 * `messages/<language>.json` read through the plugin project.inlang/settings.json names, into
 * `src/i18n/paraglide/` (docs/decisions/013-message-catalogue.md). The Vite plugin (vite.config.ts)
 * compiles with the same options in dev and build.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { compile, type CompilerOptions } from '@inlang/paraglide-js'

export const CATALOGUE_OPTIONS = {
  project: './project.inlang',
  outdir: './src/i18n/paraglide',
  // The app chooses the language (the owner's saved preference) and keeps it in a variable: no cookie, no URL.
  strategy: ['globalVariable', 'baseLocale'],
  // One module per message, so each route's chunk carries only the messages it calls (one module per
  // language put every message of every language on the landing page: +1.3 kB gzip, measured).
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  // Generated: the folder ignores itself.
  emitGitIgnore: true,
  emitPrettierIgnore: false,
  emitReadme: false,
} satisfies CompilerOptions

/**
 * How many messages the compiled catalogue holds against how many messages/en.json has. Paraglide reports
 * success even when the plugin that reads the JSON did not load (a CDN address offline, a wrong path):
 * the catalogue is then empty.
 */
export function compiledCount(root: string): { compiled: number; written: number } {
  const index = readFileSync(resolve(root, CATALOGUE_OPTIONS.outdir, 'messages/_index.js'), 'utf8')
  const source = JSON.parse(readFileSync(resolve(root, 'messages/en.json'), 'utf8')) as Record<string, unknown>
  return { compiled: index.match(/^export \* from /gm)?.length ?? 0, written: Object.keys(source).filter((key) => key !== '$schema').length }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await compile(CATALOGUE_OPTIONS)
  const { compiled, written } = compiledCount(process.cwd())
  if (compiled !== written) {
    console.error(`messages: ${compiled} of the ${written} messages of messages/en.json compiled: is the plugin in project.inlang/settings.json installed?`)
    process.exit(1)
  }
  console.log(`messages: ${compiled} messages in ${CATALOGUE_OPTIONS.outdir}`)
  // The inlang SDK leaves handles open after a compile; nothing else is left to do.
  process.exit(0)
}
