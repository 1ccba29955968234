/** Timing for the benches: warm-up runs first, then the median of several timed runs. */

export interface Timing {
  /** Milliseconds, per timed run, in run order. */
  samples: number[]
  median: number
  min: number
  max: number
}

export interface MeasureOptions {
  /** Untimed runs first, so the JIT and lazy imports have settled (default 2). */
  warmup?: number
  /** Timed runs; at least 5 (default 7). */
  runs?: number
  /** How the code under test is loaded (./optional-module.ts): bundled, as the app ships it (default), or module by module. */
  load?: LoadAs
}

export type LoadAs = 'bundle' | 'modules'

export const MIN_RUNS = 5

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export function timingOf(samples: readonly number[]): Timing {
  return { samples: [...samples], median: median(samples), min: Math.min(...samples), max: Math.max(...samples) }
}

/** Runs `task` `warmup` times untimed, then `runs` times timed; `task` may be async. */
export async function measure(task: () => unknown, { warmup = 2, runs = 7 }: MeasureOptions = {}): Promise<Timing> {
  for (let run = 0; run < warmup; run += 1) await task()
  const samples: number[] = []
  for (let run = 0; run < Math.max(MIN_RUNS, runs); run += 1) {
    const start = performance.now()
    await task()
    samples.push(performance.now() - start)
  }
  return timingOf(samples)
}

export interface Task {
  name: string
  run: () => unknown
}

/**
 * Like `measure` for several tasks, taking turns (A, B, C, A, B, C, …): on a busy machine a load
 * spike then slows every task alike, so their ratio holds better than when each runs in a block.
 */
export async function measureInterleaved(tasks: readonly Task[], { warmup = 2, runs = 7 }: MeasureOptions = {}): Promise<Map<string, Timing>> {
  for (let run = 0; run < warmup; run += 1) for (const task of tasks) await task.run()
  const samples = new Map<string, number[]>(tasks.map((task) => [task.name, []]))
  for (let run = 0; run < Math.max(MIN_RUNS, runs); run += 1) {
    for (const task of tasks) {
      const start = performance.now()
      await task.run()
      samples.get(task.name)?.push(performance.now() - start)
    }
  }
  return new Map([...samples].map(([name, taken]) => [name, timingOf(taken)]))
}

/** Throughput in MB/s (MB = 1,000,000 bytes, as disks and networks count). */
export function megabytesPerSecond(bytes: number, milliseconds: number): number {
  return bytes / 1e6 / (milliseconds / 1000)
}
