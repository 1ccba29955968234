/**
 * Runs npm scripts at the same time and fails when any fails: `npm test`'s static checks (the
 * typecheck, the lint and the machine docs' check), which are each mostly one core's work. Each
 * script's output is held and printed whole when it ends, under its name and time, so the logs of
 * two never interleave. Measured on 2 cores: 135 s one after another, 105 s together (the builds
 * added as well, 173 s one after another and 152 s together: slower than these three together and
 * the builds after them, 143 s).
 *
 *   tsx scripts/together.ts typecheck lint docs:machines:check
 */
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'

export interface Finished {
  script: string
  code: number
  output: string
  seconds: number
}

/** Runs `npm run <script>` for each, all at once; resolves when every one has ended. */
export function runTogether(scripts: readonly string[], cwd = process.cwd()): Promise<Finished[]> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  return Promise.all(
    scripts.map(
      (script) =>
        new Promise<Finished>((done) => {
          const started = performance.now()
          const chunks: Buffer[] = []
          const child = spawn(npm, ['run', '--silent', script], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
          const end = (code: number, extra = '') => done({ script, code, output: Buffer.concat(chunks).toString('utf8') + extra, seconds: (performance.now() - started) / 1000 })
          child.once('error', (error) => end(1, `\n${error.message}\n`))
          child.once('close', (code) => end(code ?? 1))
        }),
    ),
  )
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(entry).href) {
  const scripts = process.argv.slice(2)
  if (scripts.length === 0) {
    process.stderr.write('Usage: tsx scripts/together.ts <npm script>...\n')
    process.exit(2)
  }
  const finished = await runTogether(scripts)
  for (const { script, code, output, seconds } of finished) {
    process.stdout.write(`\n==> npm run ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n${output}`)
  }
  process.exitCode = finished.some(({ code }) => code !== 0) ? 1 : 0
}
