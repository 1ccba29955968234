import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '../../api/errors'
import { imageResultMachine, type GeneratedImage } from './image-result.machine'

const IMAGE: GeneratedImage = { url: 'https://api.example.test/files/images/i1?expires=1&signature=ab', generationTime: 1234, resolution: '1080x1920', prompt: 'Kopi ais promo' }

/** A promise the test settles by hand, recording each call's input. */
function controlled<TInput>() {
  const calls: TInput[] = []
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const logic = fromPromise<void, TInput>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return { logic, calls, resolve: () => settle?.resolve(), reject: (error: unknown) => settle?.reject(error) }
}

describe('image result machine', () => {
  it('Copy URL copies the signed URL and says Copied, or that it failed', async () => {
    const copy = controlled<{ url: string }>()
    const actor = createActor(imageResultMachine.provide({ actors: { copyUrl: copy.logic } }), { input: IMAGE }).start()
    actor.send({ type: 'url.copy' })
    expect(actor.getSnapshot().matches('copying')).toBe(true)
    expect(copy.calls).toEqual([{ url: IMAGE.url }])
    copy.resolve()
    await waitFor(actor, (s) => s.matches('shown') && s.context.notice === 'copied')
    actor.send({ type: 'url.copy' })
    expect(actor.getSnapshot().context.notice).toBeNull()
    copy.reject(new Error('Write permission denied'))
    await waitFor(actor, (s) => s.matches('shown') && s.context.notice === 'copyFailed')
  })

  it('Download saves the image at its size, and says when it could not', async () => {
    const download = controlled<{ url: string; resolution: string }>()
    const actor = createActor(imageResultMachine.provide({ actors: { downloadImage: download.logic } }), { input: IMAGE }).start()
    actor.send({ type: 'image.download' })
    expect(download.calls).toEqual([{ url: IMAGE.url, resolution: '1080x1920' }])
    expect(actor.getSnapshot().can({ type: 'url.copy' })).toBe(false)
    download.reject(new ApiError('http', 'GET /files/images/i1 failed with 403', { status: 403 }))
    await waitFor(actor, (s) => s.matches('shown') && s.context.notice === 'downloadFailed')
    actor.send({ type: 'image.download' })
    expect(actor.getSnapshot().context.notice).toBeNull()
    download.resolve()
    await waitFor(actor, (s) => s.matches('shown'))
    expect(actor.getSnapshot().context).toEqual({ image: IMAGE, notice: null })
  })
})
