/**
 * Drawing an assistant answer's light formatting (src/ui/components/rich-text/) for a typical
 * answer of about 1,500 characters, written with the assistant's own writers
 * (backend/assistant/markdown.ts): a paragraph with bold figures, a bulleted list, a twelve-row
 * table and a link.
 *   parse    parseRichText(): the text into the tree
 *   render   parse + React's renderToString of <RichText> (element creation and serialisation; a
 *            browser's DOM commit is not in it)
 * Goal: a render well under a frame (16 ms), so a long conversation stays smooth.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { bold, bullets, plain, table } from '../../backend/assistant/markdown'
import { measureInterleaved, type MeasureOptions } from './measure'
import { fixed, grouped, type BenchReport } from './report'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const RENDER_GOAL_MS = 16

/** A typical general-mode answer about last week's sales. */
export function typicalAnswer(): string {
  const items = ['Nasi Lemak Ayam', 'Kopi O Ais', 'Teh Tarik', 'Roti Canai', 'Mee Goreng Mamak', 'Kaya Toast Set', 'Milo Dinosaur', 'Char Kuey Teow', 'Laksa Penang', 'Cendol [special]', 'Ais Kacang', 'Nasi Kandar Daging']
  const rows = items.map((item, i) => [item, `RM${(2_480.5 - i * 183.25).toFixed(2)}`, String(310 - i * 21)])
  return [
    `Last week (3–9 Nov, Mon–Sun) you sold ${bold('RM14,095.20')} over ${bold('1,204')} orders, up ${bold('12.4%')} on the week before. Your average order was RM11.71.`,
    '',
    bullets([`Best day: ${bold('Saturday 8 Nov')} (RM2,860.40)`, `Quietest hours: 15:00–17:00 on weekdays`, `${plain('Bangsar')} made 46% of the revenue`]),
    '',
    table(['Item', 'Revenue', 'Sold'], rows, [false, true, true]),
    '',
    `Against the week before (27 Oct–2 Nov): revenue ${bold('+RM1,553.80')}, orders ${bold('+96')}, customers ${bold('+41')} (${bold('612')} in all, 188 of them new).\nWeekends made 38% of the week's revenue; weekday lunch (12:00–14:00) made another 29%.`,
    '',
    `${bold('What to do next')}`,
    bullets([
      `Fill the quiet weekday afternoons: a tea-time set of ${plain('Kopi O Ais')} and ${plain('Kaya Toast Set')} at RM8.90 from 15:00 to 17:00.`,
      `${plain('Cendol [special]')} sold 121 bowls at the weekend and 40 on weekdays: show it on the counter board from Thursday.`,
      `GrabFood orders fell 6.2% while dine-in rose 15.8%: check the delivery menu's photos and prices against the counter's.`,
    ]),
    '',
    'Compare periods on the dashboard, or read how we count at https://selera.my/help/metrics.',
  ].join('\n')
}

/** rich-text.tsx bundled for Node with React's production build, its stylesheet left out. */
async function loadRichText(): Promise<{ parseRichText: (text: string) => unknown; render: (text: string) => string }> {
  const outfile = join(mkdtempSync(join(tmpdir(), 'selera-bench-')), 'rich-text.mjs')
  const contents = [
    `import { createElement } from 'react'`,
    `import { renderToString } from 'react-dom/server'`,
    `import { RichText } from './src/ui/components/rich-text/rich-text'`,
    `export { parseRichText } from './src/ui/components/rich-text/parse-rich-text'`,
    `export const render = (text) => renderToString(createElement(RichText, { text }))`,
  ].join('\n')
  await build({ stdin: { contents, resolveDir: REPO_ROOT, loader: 'tsx' }, bundle: true, format: 'esm', platform: 'node', jsx: 'automatic', loader: { '.css': 'empty' }, define: { 'process.env.NODE_ENV': '"production"' },
    // React's server renderer requires Node's own modules (util, stream): an ES module needs a `require` for them.
    banner: { js: `import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);` },
    outfile, logLevel: 'error' })
  return (await import(/* @vite-ignore */ pathToFileURL(outfile).href)) as Awaited<ReturnType<typeof loadRichText>>
}

export async function run(options: MeasureOptions): Promise<BenchReport> {
  const { parseRichText, render } = await loadRichText()
  const text = typicalAnswer()
  const html = render(text)
  const timings = await measureInterleaved(
    [
      { name: 'parse', run: () => parseRichText(text) },
      { name: 'render', run: () => render(text) },
    ],
    { warmup: options.warmup ?? 20, runs: Math.max(options.runs ?? 50, 50) },
  )
  const rows = [...timings].map(([name, timing]) => [name, fixed(timing.median, 3), fixed(timing.min, 3), fixed(timing.max, 3)])
  const renderMs = timings.get('render')?.median ?? Number.NaN
  return {
    title: 'rich-text: a typical assistant answer drawn from its parsed tree',
    intro: [`answer: ${grouped(text.length)} characters; rendered: ${grouped(html.length)} characters of markup`],
    tables: [{ headers: ['step', 'median ms', 'min ms', 'max ms'], rows }],
    notes: [`goal: render under ${RENDER_GOAL_MS} ms (a frame): ${renderMs < RENDER_GOAL_MS ? 'met' : 'NOT met'}`],
  }
}
