import { describe, expect, it, vi } from 'vitest'
import { newId } from './ids'

describe('newId', () => {
  it('is a version 7 UUID', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('sorts in the order ids were made, within one millisecond and across many', () => {
    const spy = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 2, 5, 9))
    const sameMillisecond = Array.from({ length: 5000 }, () => newId())
    spy.mockReturnValue(Date.UTC(2026, 2, 5, 10))
    const later = newId()
    spy.mockRestore()
    const all = [...sameMillisecond, later]
    expect(new Set(all).size).toBe(all.length)
    expect([...all].sort()).toEqual(all)
  })

  it('never goes back when the clock does', () => {
    const spy = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 2, 5, 12))
    const first = newId()
    spy.mockReturnValue(Date.UTC(2026, 2, 5, 11))
    const second = newId()
    spy.mockRestore()
    expect(second > first).toBe(true)
  })
})
