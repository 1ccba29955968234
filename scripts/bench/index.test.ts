import { describe, expect, it } from 'vitest'
import { BENCHES, parseArgs } from './index'
import { importOptional } from './optional-module'

describe('npm run bench', () => {
  it('runs every bench by default, or those named, with --runs and --warmup', () => {
    expect(parseArgs([])).toEqual({ names: [], options: {} })
    expect(parseArgs(['ingest', '--runs', '9', '--warmup', '1'])).toEqual({ names: ['ingest'], options: { runs: 9, warmup: 1 } })
    expect(() => parseArgs(['nope'])).toThrow(/Unknown bench nope/)
    expect(() => parseArgs(['--runs', 'x'])).toThrow(/whole number/)
    expect(parseArgs(['metrics', '--modules'])).toEqual({ names: ['metrics'], options: { load: 'modules' } })
  })

  it('lists benches that load and export run()', async () => {
    expect(BENCHES.map((bench) => bench.name)).toContain('ingest')
    for (const bench of BENCHES) expect(typeof (await bench.load()).run).toBe('function')
  })

  it('says why a module under test is not available instead of failing', async () => {
    const missing = await importOptional(['backend/not-written-yet'], () => true)
    expect(missing).toEqual({ ok: false, reason: 'backend/not-written-yet.ts does not exist yet' })
    const found = await importOptional(['scripts/bench/measure'], (module) => (typeof module.median === 'function' ? 'median' : null))
    expect(found).toEqual({ ok: true, module: 'median', path: 'scripts/bench/measure.ts' })
    const wrongShape = await importOptional(['scripts/bench/measure'], () => null)
    expect(wrongShape.ok).toBe(false)
  })

  it('bundles the code under test by default, several modules as one when they share state', async () => {
    const check = (module: Record<string, unknown>) => (typeof module.median === 'function' && typeof module.megabytes === 'function' ? module : null)
    const together = [['scripts/bench/measure', 'kernel/format/numbers']]
    const bundled = await importOptional(together, check)
    const loose = await importOptional(together, check, 'modules')
    expect(bundled).toMatchObject({ ok: true, path: 'scripts/bench/measure.ts + kernel/format/numbers.ts' })
    expect(loose).toMatchObject({ ok: true, path: 'scripts/bench/measure.ts + kernel/format/numbers.ts' })
    // The bundle is a copy of its own; loaded module by module, the exports are the repository's modules.
    const { median } = await import('./measure')
    expect(bundled.ok && bundled.module.median).not.toBe(median)
    expect(loose.ok && loose.module.median).toBe(median)
    expect(bundled.ok && (bundled.module.median as typeof median)([3, 1, 2])).toBe(2)
    expect(await importOptional([['scripts/bench/measure', 'backend/nope']], check)).toEqual({ ok: false, reason: 'backend/nope.ts does not exist yet' })
  })
})
