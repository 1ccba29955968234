import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runTogether } from './together'

describe('npm scripts run together', () => {
  it('runs each, keeps each one’s output apart, and reports every exit code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'selera-together-'))
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'together-test', private: true, scripts: { good: 'node -e "console.log(1); setTimeout(() => console.log(2), 200)"', bad: 'node -e "console.error(3); process.exit(4)"' } }))
    const finished = await runTogether(['good', 'bad'], dir)
    expect(finished.map(({ script, code, output }) => ({ script, code, output: output.trim() }))).toEqual([
      { script: 'good', code: 0, output: '1\n2' },
      { script: 'bad', code: 4, output: '3' },
    ])
  })
})
