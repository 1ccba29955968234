import { describe, expect, it, vi } from 'vitest'
import { allowConsole } from '../../tests/setup/vitest.setup'
import { answersInProgress, answerWhenDone } from './respond'

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('answerWhenDone: the headers at once, the JSON body when the work is done', () => {
  it('answers 200 JSON before the work ends, and the body is the work’s result', async () => {
    const work = deferred<{ upload_completed: boolean }>()
    const response = answerWhenDone(() => work.promise)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(answersInProgress()).toBe(1)
    let read = false
    const body = response.text().then((text) => ((read = true), text))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(read).toBe(false)
    work.resolve({ upload_completed: true })
    const text = await body
    // The opening space (Chromium passes a service worker's headers on with the first bytes) is JSON.
    expect(text).toBe(' {"upload_completed":true}')
    expect(JSON.parse(text)).toEqual({ upload_completed: true })
    expect(answersInProgress()).toBe(0)
  })

  it('breaks the body off when the work fails, so the client sees a failed request', async () => {
    allowConsole('error', /handler failed after answering/)
    const response = answerWhenDone(() => Promise.reject(new Error('parser bug')))
    await expect(response.text()).rejects.toThrow('parser bug')
    expect(answersInProgress()).toBe(0)
  })

  it('reports a failure to the host’s handler when it gives one, and not to the console', async () => {
    const report = vi.fn()
    const failure = new Error('parser bug')
    const response = answerWhenDone(() => Promise.reject(failure), report)
    await expect(response.text()).rejects.toThrow('parser bug')
    expect(report).toHaveBeenCalledWith(failure)
  })

  it('lets the work finish when the client goes away, and counts it until then', async () => {
    const work = deferred<{ stored: boolean }>()
    const done = vi.fn(() => ({ stored: true }))
    const response = answerWhenDone(() => work.promise.then(done))
    await response.body!.cancel()
    expect(answersInProgress()).toBe(1)
    work.resolve({ stored: true })
    await vi.waitFor(() => expect(answersInProgress()).toBe(0))
    expect(done).toHaveBeenCalledOnce()
  })
})
