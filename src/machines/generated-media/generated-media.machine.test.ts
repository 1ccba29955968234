import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor, type NonReducibleUnknown } from 'xstate'
import { ApiError } from '../../api/errors'
import type { FetchImageInput } from './generated-media.actors'
import { generatedMediaMachine } from './generated-media.machine'
import type { GalleryImage, ImageFile } from './generated-media.files'

const TEH_TARIK: GalleryImage = {
  id: '1',
  src: 'https://api.example/files/images/1.png?expires=1&signature=a',
  query: 'Teh tarik promo',
  createdAt: Date.parse('2026-11-23T17:30:00Z'),
  size: { width: 1080, height: 1080 },
  generationMs: 412,
}
const MENU_BOARD: GalleryImage = { ...TEH_TARIK, id: '2', query: 'Menu board', size: { width: 1200, height: 630 } }
const FILE: ImageFile = { blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), fileName: 'selera-2026-11-24-1080x1080.png' }

/** A promise actor the test settles by hand, recording what it was asked. */
function controlled<TOutput, TInput>() {
  const calls: Array<{ input: TInput; signal: AbortSignal; resolve: (value: TOutput) => void; reject: (error: unknown) => void }> = []
  const logic = fromPromise<TOutput, TInput>(({ input, signal }) => new Promise<TOutput>((resolve, reject) => void calls.push({ input, signal, resolve, reject })))
  return { logic, calls }
}

/** jsdom has no object URLs: each test sees the ones made and revoked. */
function stubObjectUrls() {
  const created: Blob[] = []
  const revoked: string[] = []
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => `blob:selera/${created.push(blob)}`,
      revokeObjectURL: (href: string) => void revoked.push(href),
    }),
  )
  return { created, revoked }
}

function start(timezone?: string) {
  const loadImages = controlled<GalleryImage[], NonReducibleUnknown>()
  const fetchImage = controlled<ImageFile, FetchImageInput>()
  const saved: Array<{ href: string; fileName: string }> = []
  const machine = generatedMediaMachine.provide({
    actors: { loadImages: loadImages.logic, fetchImage: fetchImage.logic },
    actions: {
      saveFile: ({ context }) => {
        const { file, href } = context.download ?? {}
        if (file && href) saved.push({ href, fileName: file.fileName })
      },
    },
  })
  const actor = createActor(machine, { input: { timezone } }).start()
  return { actor, loadImages, fetchImage, saved }
}

async function loaded(images: GalleryImage[] = [TEH_TARIK, MENU_BOARD]) {
  const started = start('Asia/Singapore')
  started.loadImages.calls[0]!.resolve(images)
  await waitFor(started.actor, (s) => s.matches({ gallery: 'loaded' }))
  return started
}

afterEach(() => vi.unstubAllGlobals())

describe('generated media machine', () => {
  it('starts loading the list (busy), with no image open and nothing downloading', () => {
    const { actor, loadImages } = start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ gallery: 'loading', download: 'idle' })
    expect(snapshot.hasTag('busy')).toBe(true)
    expect(loadImages.calls).toHaveLength(1)
    expect(snapshot.context).toMatchObject({ timezone: 'Asia/Kuala_Lumpur', images: [], open: null, download: null })
    expect(snapshot.can({ type: 'media.refresh' })).toBe(false)
  })

  it('keeps the images the load brings; an empty list is loaded too', async () => {
    const { actor } = await loaded()
    expect(actor.getSnapshot().value).toEqual({ gallery: { loaded: 'browsing' }, download: 'idle' })
    expect(actor.getSnapshot().context.images.map((image) => image.id)).toEqual(['1', '2'])
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)

    const empty = await loaded([])
    expect(empty.actor.getSnapshot().matches({ gallery: 'loaded' })).toBe(true)
    expect(empty.actor.getSnapshot().context.images).toEqual([])
  })

  it('a failed load is the error state; Try Again and Refresh both load again', async () => {
    const { actor, loadImages } = start()
    loadImages.calls[0]!.reject(new ApiError('http', 'GET /generated-images failed with 500', { status: 500 }))
    await waitFor(actor, (s) => s.matches({ gallery: 'error' }))
    actor.send({ type: 'media.retry' })
    expect(actor.getSnapshot().matches({ gallery: 'loading' })).toBe(true)
    expect(loadImages.calls).toHaveLength(2)
    loadImages.calls[1]!.reject(new ApiError('network', 'GET /generated-images could not reach the server'))
    await waitFor(actor, (s) => s.matches({ gallery: 'error' }))
    actor.send({ type: 'media.refresh' })
    expect(loadImages.calls).toHaveLength(3)
    loadImages.calls[2]!.resolve([MENU_BOARD])
    const after = await waitFor(actor, (s) => s.matches({ gallery: 'loaded' }))
    expect(after.context.images).toEqual([MENU_BOARD])
  })

  it('opens the full-size modal of a known image only, and closes it', async () => {
    const { actor } = await loaded()
    expect(actor.getSnapshot().can({ type: 'image.view', id: 'gone' })).toBe(false)
    actor.send({ type: 'image.view', id: 'gone' })
    expect(actor.getSnapshot().context.open).toBeNull()

    actor.send({ type: 'image.view', id: '2' })
    expect(actor.getSnapshot().value).toMatchObject({ gallery: { loaded: 'viewing' } })
    expect(actor.getSnapshot().context.open).toBe(MENU_BOARD)
    // Refresh is behind the modal: the machine does not take it from there either.
    expect(actor.getSnapshot().can({ type: 'media.refresh' })).toBe(false)
    actor.send({ type: 'image.close' })
    expect(actor.getSnapshot().value).toMatchObject({ gallery: { loaded: 'browsing' } })
    expect(actor.getSnapshot().context.open).toBeNull()
  })

  it('Refresh loads the list again and keeps the images until the new list arrives', async () => {
    const { actor, loadImages } = await loaded()
    actor.send({ type: 'media.refresh' })
    expect(actor.getSnapshot().matches({ gallery: 'loading' })).toBe(true)
    expect(actor.getSnapshot().context.images).toHaveLength(2)
    loadImages.calls[1]!.resolve([TEH_TARIK])
    expect((await waitFor(actor, (s) => s.matches({ gallery: 'loaded' }))).context.images).toEqual([TEH_TARIK])
  })

  it('downloads an image: fetched with the account zone, offered under an object URL and saved once', async () => {
    const urls = stubObjectUrls()
    const { actor, fetchImage, saved } = await loaded()
    actor.send({ type: 'image.download', id: '1' })
    expect(actor.getSnapshot().value).toMatchObject({ download: 'fetching' })
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true)
    expect(fetchImage.calls[0]!.input).toEqual({ image: TEH_TARIK, timezone: 'Asia/Singapore' })
    // One at a time: a second Download waits for the first.
    expect(actor.getSnapshot().can({ type: 'image.download', id: '2' })).toBe(false)
    actor.send({ type: 'image.download', id: '2' })
    expect(fetchImage.calls).toHaveLength(1)

    fetchImage.calls[0]!.resolve(FILE)
    const done = await waitFor(actor, (s) => s.matches({ download: 'saved' }) && s.context.download?.href !== null)
    expect(urls.created).toEqual([FILE.blob])
    expect(done.context.download).toEqual({ image: TEH_TARIK, file: FILE, href: 'blob:selera/1', problem: null })
    expect(saved).toEqual([{ href: 'blob:selera/1', fileName: FILE.fileName }])
    expect(urls.revoked).toEqual([])

    // The next download lets the last file go.
    actor.send({ type: 'image.download', id: '2' })
    expect(urls.revoked).toEqual(['blob:selera/1'])
    expect(fetchImage.calls[1]!.input.image).toBe(MENU_BOARD)
  })

  it('a failed download says so and keeps the gallery; Download again tries again', async () => {
    stubObjectUrls()
    const { actor, fetchImage, saved } = await loaded()
    actor.send({ type: 'image.view', id: '1' })
    actor.send({ type: 'image.download', id: '1' })
    fetchImage.calls[0]!.reject(new ApiError('http', 'GET /files/images/1.png failed with 403', { status: 403 }))
    const failed = await waitFor(actor, (s) => s.matches({ download: 'failed' }))
    expect(failed.value).toEqual({ gallery: { loaded: 'viewing' }, download: 'failed' })
    // A refused signature: Refresh brings new ones.
    expect(failed.context.download?.problem).toBe('expired')
    expect(saved).toEqual([])
    actor.send({ type: 'image.download', id: '1' })
    expect(actor.getSnapshot().matches({ download: 'fetching' })).toBe(true)
    expect(actor.getSnapshot().context.download?.problem).toBeNull()
    expect(fetchImage.calls).toHaveLength(2)
    fetchImage.calls[1]!.reject(new ApiError('network', 'GET /files/images/1.png could not reach the server'))
    expect((await waitFor(actor, (s) => s.matches({ download: 'failed' }))).context.download?.problem).toBe('failed')
  })

  it('a download goes on while the list reloads', async () => {
    stubObjectUrls()
    const { actor, fetchImage, loadImages, saved } = await loaded()
    actor.send({ type: 'image.download', id: '2' })
    actor.send({ type: 'media.refresh' })
    expect(actor.getSnapshot().value).toEqual({ gallery: 'loading', download: 'fetching' })
    expect(fetchImage.calls[0]!.signal.aborted).toBe(false)
    fetchImage.calls[0]!.resolve({ ...FILE, fileName: 'selera-2026-11-24-1200x630.png' })
    await waitFor(actor, (s) => s.context.download?.href !== null && s.matches({ download: 'saved' }))
    expect(saved.map((file) => file.fileName)).toEqual(['selera-2026-11-24-1200x630.png'])
    loadImages.calls[1]!.resolve([MENU_BOARD])
    await waitFor(actor, (s) => s.matches({ gallery: 'loaded' }))
  })

  it('no download starts while the list loads or after it failed: the grid is not on screen', async () => {
    const { actor, loadImages, fetchImage } = await loaded()
    actor.send({ type: 'media.refresh' })
    expect(actor.getSnapshot().can({ type: 'image.download', id: '1' })).toBe(false)
    loadImages.calls[1]!.reject(new ApiError('http', 'GET /generated-images failed with 500', { status: 500 }))
    await waitFor(actor, (s) => s.matches({ gallery: 'error' }))
    actor.send({ type: 'image.download', id: '1' })
    expect(actor.getSnapshot().value).toEqual({ gallery: 'error', download: 'idle' })
    expect(fetchImage.calls).toHaveLength(0)
  })

  it('stopping the gallery aborts its requests and revokes the offered file', async () => {
    const urls = stubObjectUrls()
    const { actor, fetchImage } = await loaded()
    actor.send({ type: 'image.download', id: '1' })
    fetchImage.calls[0]!.resolve(FILE)
    await waitFor(actor, (s) => s.context.download?.href !== null && s.matches({ download: 'saved' }))
    actor.stop()
    expect(urls.revoked).toEqual(['blob:selera/1'])

    const other = start()
    other.actor.stop()
    expect(other.loadImages.calls[0]!.signal.aborted).toBe(true)
  })
})
