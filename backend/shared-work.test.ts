import { describe, expect, it } from 'vitest'
import { SharedWork } from './shared-work'

describe('SharedWork', () => {
  it('runs the work once for callers that arrive while it runs, and again once it has ended', async () => {
    const shared = new SharedWork<number>()
    let runs = 0
    const work = async () => {
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return runs
    }
    const [a, b] = await Promise.all([shared.run('k', work), shared.run('k', work)])
    expect([a, b, runs]).toEqual([1, 1, 1])
    expect(await shared.run('other', work)).toBe(2)
    expect(await shared.run('k', work)).toBe(3)
  })

  it('lets a failure go to every waiting caller, and the next caller try again', async () => {
    const shared = new SharedWork<string>()
    const failing = () => Promise.reject(new Error('build failed'))
    await expect(Promise.all([shared.run('k', failing), shared.run('k', failing)])).rejects.toThrow('build failed')
    expect(await shared.run('k', () => Promise.resolve('built'))).toBe('built')
  })
})
