import { describe, expect, it } from 'vitest'
import { formatTable, type Samples } from './first-sign-in'

describe('bench:first-sign-in', () => {
  it('prints the median of each metric with and without the demo’s latency, and whether the goal is met', () => {
    const samples: Samples = {
      shipped: { form: [400, 500, 450], signedIn: [1400, 1600, 1450], afterClick: [500, 700, 600], dashboard: [900, 800, 1000] },
      none: { form: [380, 420, 400], signedIn: [1000, 1100, 1050], afterClick: [200, 300, 250], dashboard: [500, 600, 550] },
    }
    const lines = formatTable(samples).split('\n')
    expect(lines[0]).toMatch(/^metric \(median ms\)\s+latency \d+–\d+ ms \(as shipped\)\s+no latency$/)
    expect(lines[1]).toMatch(/^form editable\s+450\s+400$/)
    expect(lines[2]).toMatch(/^signed in\s+1450\s+1050$/)
    expect(lines[3]).toMatch(/^signed in, from the click\s+600\s+250$/)
    expect(lines[4]).toMatch(/^first dashboard\s+900\s+550$/)
    expect(lines.at(-1)).toBe('goal: signed in within 1500 ms of opening /login, as shipped: met (1450 ms)')
    samples.shipped.signedIn = [1600, 1700, 1501]
    expect(formatTable(samples).split('\n').at(-1)).toBe('goal: signed in within 1500 ms of opening /login, as shipped: NOT MET (1600 ms)')
  })
})
