import { describe, expect, it } from 'vitest'
import { formatTable, type Samples } from './first-paint'

describe('bench:first-paint', () => {
  it('prints the medians of each page and metric with the demo/live ratio against the goal', () => {
    const page = (fcp: number[], h1: number[]) => ({ fcp, h1 })
    const samples: Samples = {
      demo: { '/': page([500, 700, 600], [520, 720, 610]), '/login': page([900, 1000, 800], [950, 1050, 850]) },
      live: { '/': page([550, 600, 650], [560, 600, 660]), '/login': page([600, 600, 600], [620, 640, 630]) },
    }
    const lines = formatTable(samples).split('\n')
    expect(lines[0]).toMatch(/^page\s+metric\s+demo ms\s+live ms\s+demo\/live\s+goal ≤ 1\.2×$/)
    expect(lines[1]).toMatch(/^\/\s+FCP\s+600\s+600\s+1\.00×\s+met$/)
    expect(lines[2]).toMatch(/^\/\s+h1 visible\s+610\s+600\s+1\.02×\s+met$/)
    expect(lines[3]).toMatch(/^\/login\s+FCP\s+900\s+600\s+1\.50×\s+NOT MET$/)
    expect(lines[4]).toMatch(/^\/login\s+h1 visible\s+950\s+630\s+1\.51×\s+NOT MET$/)
  })
})
