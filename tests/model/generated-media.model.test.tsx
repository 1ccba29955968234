import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { fakeComposer, FAKE_GENERATION_MS } from '../../backend/images/fake-composer'
import { setImageComposer } from '../../mocks/composer'
import { getCompanyProfile } from '../../src/api/company-profile'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import { generateImage, getGeneratedImages } from '../../src/api/images'
import type { GeneratedImage } from '../../kernel/contract'
import { DEFAULT_TIMEZONE, isoDayAt, localeIn } from '../../kernel/format'
import { galleryImageOf, pngSize } from '../../src/machines/generated-media/generated-media.files'
import {
  generatedMediaMachine,
  type GeneratedMediaContext,
  type GeneratedMediaEvent,
  type GeneratedMediaInvokeId,
} from '../../src/machines/generated-media/generated-media.machine'
import { altOf, DIALOG_TEXT, DOWNLOAD_TEXT, MEDIA_TEXT } from '../../src/ui/screens/media/media-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate, watchRequests } from '../utils/backend-gate'
import type { Driver } from '../utils/driver'
import { rtlDriver } from '../utils/driver-rtl'
import { defineModel, describeModel, type BackendGate, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'

/** What the browser did with a downloaded image: jsdom has neither object URLs nor downloads, so both are recorded. */
interface Downloads {
  created: Blob[]
  saved: Array<{ href: string; download: string }>
}

interface Ctx {
  driver: Driver
  downloads: Downloads
}

/** Object URLs are `blob:selera/1`, `blob:selera/2`...; saving (the hidden `<a download>` click) is recorded. */
function stubDownloads(): Downloads {
  const downloads: Downloads = { created: [], saved: [] }
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => `blob:selera/${downloads.created.push(blob)}`,
      revokeObjectURL: () => undefined,
    }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.saved.push({ href: this.getAttribute('href')!, download: this.download })
  })
  return downloads
}

// ---------------------------------------------------------------------------------------------
// The world: the list GET /generated-images answers and the signed file URL behind it

/**
 * The account's images as the contract sends them: one with `image_url` and its size, one with
 * `image_data.url` and none (its size is read from the PNG when downloaded). The first was made at
 * 00:30 on the 24th in Kuala Lumpur (16:30 UTC on the 23rd): its file is named by the owner's day.
 */
const SENT: GeneratedImage[] = [
  {
    id: 'img-1',
    image_url: `${apiUrl('/files/images/img-1.png')}?expires=9999999999&signature=aa`,
    original_query: 'Teh tarik promo for the weekend',
    created_at: '2026-11-23T16:30:00Z',
    status: 'completed',
    image_dimensions: '1080x1080',
    generation_time_ms: 1234,
  },
  {
    id: 'img-2',
    image_data: { url: `${apiUrl('/files/images/img-2.png')}?expires=9999999999&signature=bb` },
    original_query: 'Nasi lemak Friday',
    created_at: '2026-11-20T03:00:00Z',
    status: 'completed',
  },
]
const IMAGES = SENT.map((image) => galleryImageOf(image, apiUrl('/')))
const FIRST = IMAGES[0]!
const FIRST_FILE_NAME = 'selera-2026-11-24-1080x1080.png'

/** The first bytes of a PNG of `width` × `height` (the signature and IHDR): all the client reads. */
function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}

const world = { list: 'images' as 'images' | 'empty' | 'failing', file: 'image' as 'image' | 'expired' | 'broken' }

/** The two endpoints as the contract has them (deviation 51: the file needs no token, a bad signature is 403). */
function answerAsTheContract() {
  world.list = 'images'
  world.file = 'image'
  server.use(
    http.get(apiUrl('/generated-images'), ({ request }) => {
      if (!request.headers.get('Authorization')?.startsWith('Bearer ')) return HttpResponse.json({ detail: 'Not authenticated' }, { status: 401 })
      if (world.list === 'failing') return HttpResponse.json({ detail: 'Injected failure' }, { status: 500 })
      return HttpResponse.json({ success: true, images: world.list === 'empty' ? [] : SENT })
    }),
    http.get(apiUrl('/files/images/:file'), ({ request }) => {
      if (request.headers.has('Authorization')) return HttpResponse.json({ detail: 'A signed URL takes no token' }, { status: 400 })
      if (world.file === 'expired') return HttpResponse.json({ detail: 'Signature expired' }, { status: 403 })
      if (world.file === 'broken') return HttpResponse.json({ detail: 'Injected failure' }, { status: 500 })
      return new HttpResponse(pngBytes(1080, 1080), { headers: { 'Content-Type': 'image/png' } })
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// Events and outcomes

const named = (image: { query: string }) => altOf(image.query)

/** One gesture per event, as an owner makes it. */
const mediaGestures = {
  refresh: (driver: Driver) => driver.click('button', MEDIA_TEXT.refresh),
  retry: (driver: Driver) => driver.click('button', MEDIA_TEXT.retry),
  view: (driver: Driver, query: string) => driver.click('button', MEDIA_TEXT.viewLabel(named({ query }))),
  close: (driver: Driver) => driver.click('button', DIALOG_TEXT.close),
  /** From the modal when it is open ('Download Image'), else from the tile. */
  download: (driver: Driver, query: string, fromModal: boolean) =>
    driver.click('button', fromModal ? DIALOG_TEXT.download : MEDIA_TEXT.downloadLabel(named({ query }))),
}

const queryOf = (id: string) => IMAGES.find((image) => image.id === id)!.query
const VIEW = { type: 'image.view', id: FIRST.id } as const
const DOWNLOAD = { type: 'image.download', id: FIRST.id } as const
const CLOSE = { type: 'image.close' } as const
// The first object URL the stub makes; its number does not matter to the model (href is not projected).
const OFFERED = { type: 'image.offered', href: 'blob:selera/1' } as const

const events = {
  'media.refresh': { samples: [{ type: 'media.refresh' }], perform: ({ driver }) => mediaGestures.refresh(driver) },
  'media.retry': { samples: [{ type: 'media.retry' }], perform: ({ driver }) => mediaGestures.retry(driver) },
  'image.view': { samples: [VIEW], perform: ({ driver }, { id }) => mediaGestures.view(driver, queryOf(id)) },
  'image.close': { samples: [CLOSE], perform: ({ driver }) => mediaGestures.close(driver) },
  'image.download': {
    samples: [DOWNLOAD],
    perform: ({ driver }, { id }, from) => mediaGestures.download(driver, queryOf(id), (from.context as GeneratedMediaContext).open !== null),
  },
  // No gesture: `saved`'s own actor sends it as the state is entered, with the object URL the
  // (stubbed) browser made. Nothing to arrange and no request: it follows the fetch's answer.
  'image.offered': { samples: [OFFERED], arrange: () => undefined, requests: 0 },
} satisfies EventFixtures<GeneratedMediaEvent, Ctx>

const LOADED = { type: 'xstate.done.actor.loadImages', output: IMAGES } as const
const LOADED_EMPTY = { type: 'xstate.done.actor.loadImages', output: [] } as const
const LOAD_FAILED = { type: 'xstate.error.actor.loadImages', error: new ApiError('http', 'GET /generated-images failed with 500', { status: 500 }) } as const
const FETCHED = { type: 'xstate.done.actor.fetchImage', output: { blob: new Blob([pngBytes(1080, 1080)], { type: 'image/png' }), fileName: FIRST_FILE_NAME } } as const
const FETCH_EXPIRED = { type: 'xstate.error.actor.fetchImage', error: new ApiError('http', 'GET /files/images/img-1.png failed with 403', { status: 403 }) } as const
const FETCH_FAILED = { type: 'xstate.error.actor.fetchImage', error: new ApiError('http', 'GET /files/images/img-1.png failed with 500', { status: 500 }) } as const

const LIST_ROUTE = { method: 'GET', url: apiUrl('/generated-images') } as const
const FILE_ROUTE = { method: 'GET', url: apiUrl('/files/images/:file') } as const

/**
 * One gate per endpoint. A download can be in flight while the list reloads, and one gate lets the
 * newest held request through, whichever it is: so each outcome says which endpoint answers, when the
 * harness asks how many requests it lets through.
 */
let gates: { list: BackendGate; file: BackendGate; next: BackendGate } | null = null
function createGates(): BackendGate {
  const list = createEndpointGate(server, LIST_ROUTE)
  const file = createEndpointGate(server, FILE_ROUTE)
  const current = (gates = { list, file, next: list })
  return {
    allow: (requests) => current.next.allow(requests),
    open: () => {
      list.open()
      file.open()
    },
  }
}
/** The outcome's request count: one request, of `endpoint`. */
const oneFrom = (endpoint: 'list' | 'file') => () => {
  if (!gates) throw new Error('No gate: the model mounts one per path')
  gates.next = gates[endpoint]
  return 1
}

/** `offerImage` is a callback actor: it never finishes, and the machine has no transition on its error. */
type Fetched = Exclude<GeneratedMediaInvokeId, 'offerImage'>

const outcomes = {
  'xstate.done.actor.loadImages': [
    { event: LOADED, arrange: () => void (world.list = 'images'), requests: oneFrom('list') },
    { event: LOADED_EMPTY, arrange: () => void (world.list = 'empty'), requests: oneFrom('list') },
  ],
  'xstate.error.actor.loadImages': { event: LOAD_FAILED, arrange: () => void (world.list = 'failing'), requests: oneFrom('list') },
  'xstate.done.actor.fetchImage': { event: FETCHED, arrange: () => void (world.file = 'image'), requests: oneFrom('file') },
  'xstate.error.actor.fetchImage': [
    // The signature was refused (it expires an hour after the list was loaded).
    { event: FETCH_EXPIRED, arrange: () => void (world.file = 'expired'), requests: oneFrom('file') },
    { event: FETCH_FAILED, arrange: () => void (world.file = 'broken'), requests: oneFrom('file') },
  ],
} satisfies OutcomeFixtures<Fetched>

// ---------------------------------------------------------------------------------------------
// What each state shows

const mediaOf = (snapshot: AnyMachineSnapshot) => snapshot.context as GeneratedMediaContext
const refreshButton = () => screen.getByRole('button', { name: MEDIA_TEXT.refresh })
const grid = () => screen.queryByRole('list', { name: MEDIA_TEXT.gridLabel })
const dialog = () => screen.queryByRole('dialog', { name: DIALOG_TEXT.title })
const errorCard = () => screen.queryByRole('region', { name: MEDIA_TEXT.errorTitle })
const emptyCard = () => screen.queryByRole('region', { name: MEDIA_TEXT.emptyTitle })
/** The status's own words (Testing Library matches an element's own text; 'Save again' is its link's). */
const DOWNLOADED = /^Downloaded (.+)\.\s*$/
/** Every Download button on screen: the tiles', and the modal's while it is open. */
const downloadButtons = () => screen.queryAllByRole('button', { name: /^Download/ })
const noFailure = () => {
  expect(screen.queryByText(DOWNLOAD_TEXT.failed)).not.toBeInTheDocument()
  expect(screen.queryByText(DOWNLOAD_TEXT.expired)).not.toBeInTheDocument()
}

/** The grid as the model has it: one tile per image, the count, the empty card when there are none. */
function galleryShown(snapshot: AnyMachineSnapshot) {
  const { images } = mediaOf(snapshot)
  expect(document.querySelector('[aria-busy="true"]')).toBeNull()
  expect(errorCard()).not.toBeInTheDocument()
  expect(screen.getByText(images.length === 1 ? '1 image' : `${images.length} images`)).toBeInTheDocument()
  if (images.length === 0) {
    expect(grid()).not.toBeInTheDocument()
    expect(within(emptyCard()!).getByRole('link', { name: MEDIA_TEXT.emptyLink })).toHaveAttribute('href', '/chat')
    return
  }
  expect(emptyCard()).not.toBeInTheDocument()
  const tiles = within(grid()!).getAllByRole('listitem')
  expect(tiles).toHaveLength(images.length)
  images.forEach((image, i) => {
    expect(within(tiles[i]!).getByRole('img', { name: altOf(image.query) })).toHaveAttribute('src', image.src)
    expect(within(tiles[i]!).getByRole('button', { name: MEDIA_TEXT.viewLabel(altOf(image.query)) })).toBeInTheDocument()
  })
}

const screens = {
  'gallery.loading': () => {
    const busy = document.querySelector('[aria-busy="true"]')
    expect(busy).not.toBeNull()
    expect(within(busy as HTMLElement).getByRole('status')).toHaveTextContent(MEDIA_TEXT.loading)
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'true')
    expect(grid()).not.toBeInTheDocument()
    expect(errorCard()).not.toBeInTheDocument()
    expect(dialog()).not.toBeInTheDocument()
  },
  'gallery.loaded.browsing': (_: Ctx, snapshot: AnyMachineSnapshot) => {
    galleryShown(snapshot)
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'false')
    expect(dialog()).not.toBeInTheDocument()
  },
  'gallery.loaded.viewing': (_: Ctx, snapshot: AnyMachineSnapshot) => {
    galleryShown(snapshot)
    const open = mediaOf(snapshot).open!
    const modal = dialog()!
    expect(modal).toHaveAttribute('aria-modal', 'true')
    expect(within(modal).getByText(DIALOG_TEXT.query).nextElementSibling).toHaveTextContent(open.query)
    expect(within(modal).getByText(DIALOG_TEXT.dimensions).nextElementSibling).toHaveTextContent('1080 × 1080 px')
    expect(within(modal).getByText(DIALOG_TEXT.generationTime).nextElementSibling).toHaveTextContent('1,234 ms')
    expect(within(modal).getByText(DIALOG_TEXT.created).nextElementSibling).toHaveTextContent('24 Nov 2026')
    expect(within(modal).getByRole('button', { name: DIALOG_TEXT.download })).toBeInTheDocument()
    // Refresh is behind the modal.
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'true')
  },
  'gallery.error': () => {
    const card = errorCard()!
    expect(within(card).getByRole('alert')).toHaveTextContent(MEDIA_TEXT.errorText)
    expect(within(card).getByRole('button', { name: MEDIA_TEXT.retry })).toBeInTheDocument()
    expect(refreshButton()).toHaveAttribute('aria-disabled', 'false')
    expect(grid()).not.toBeInTheDocument()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
  },
  'download.idle': ({ downloads }: Ctx) => {
    expect(screen.queryByText(DOWNLOAD_TEXT.preparing)).not.toBeInTheDocument()
    expect(screen.queryByText(DOWNLOADED)).not.toBeInTheDocument()
    noFailure()
    downloadButtons().forEach((button) => expect(button).toHaveAttribute('aria-disabled', 'false'))
    expect(downloads.created).toHaveLength(0)
  },
  'download.fetching': () => {
    expect(screen.getByText(DOWNLOAD_TEXT.preparing)).toHaveAttribute('role', 'status')
    noFailure()
    // One at a time: every Download waits.
    downloadButtons().forEach((button) => expect(button).toHaveAttribute('aria-disabled', 'true'))
  },
  'download.saved': ({ downloads }: Ctx) => {
    const status = screen.getByText(DOWNLOADED)
    expect(status).toHaveAttribute('role', 'status')
    const fileName = /^Downloaded (\S+)\./.exec(status.textContent)?.[1]
    expect(fileName).toBe(FIRST_FILE_NAME)
    const saveAgain = within(status).getByRole('link', { name: DOWNLOAD_TEXT.saveAgain })
    expect(saveAgain).toHaveAttribute('download', FIRST_FILE_NAME)
    // Saved once, under the object URL the link offers again; the bytes are the PNG's.
    expect(downloads.saved.at(-1)).toEqual({ href: saveAgain.getAttribute('href'), download: FIRST_FILE_NAME })
    expect(downloads.created.at(-1)).toMatchObject({ type: 'image/png', size: 33 })
    noFailure()
    downloadButtons().forEach((button) => expect(button).toHaveAttribute('aria-disabled', 'false'))
  },
  'download.failed': (_: Ctx, snapshot: AnyMachineSnapshot) => {
    // An expired link says that Refresh brings a new one; any other failure, to try again.
    const expired = mediaOf(snapshot).download!.problem === 'expired'
    expect(screen.getByText(expired ? DOWNLOAD_TEXT.expired : DOWNLOAD_TEXT.failed).closest('[role="alert"]')).not.toBeNull()
    expect(screen.queryByText(expired ? DOWNLOAD_TEXT.failed : DOWNLOAD_TEXT.expired)).not.toBeInTheDocument()
    expect(screen.queryByText(DOWNLOAD_TEXT.preparing)).not.toBeInTheDocument()
    expect(screen.queryByText(DOWNLOADED)).not.toBeInTheDocument()
    downloadButtons().forEach((button) => expect(button).toHaveAttribute('aria-disabled', 'false'))
  },
}

const inFlight = watchRequests(server)
afterEach(async () => {
  await inFlight.settled()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => inFlight.stop())

describeModel(
  'generated media machine on the real screen',
  defineModel<typeof generatedMediaMachine, Fetched, Ctx>({
    machine: generatedMediaMachine,
    events,
    outcomes,
    // What the guards read: whether there are images to view and download.
    project: (snapshot) => ({ images: mediaOf(snapshot).images.length > 0 }),
    gate: () => {
      // Behind the gate (server.use puts the gate in front of them): a held request reaches them when let through.
      answerAsTheContract()
      return createGates()
    },
    mount: async (inspect) => {
      const downloads = stubDownloads()
      const route = await renderRoute('/media', { user: 'demo', inspect })
      await screen.findByRole('heading', { level: 1, name: MEDIA_TEXT.title })
      return { driver: rtlDriver(route.user), downloads }
    },
    screens,
    journeys: [
      // A download that fails from the modal, tried again from it, saved; the modal closed, the same image again from its tile.
      [LOADED, VIEW, DOWNLOAD, FETCH_FAILED, DOWNLOAD, FETCHED, OFFERED, CLOSE, DOWNLOAD, FETCHED, OFFERED],
      // A failure, then an expired link: each said in its own words.
      [LOADED, DOWNLOAD, FETCH_FAILED, DOWNLOAD, FETCH_EXPIRED],
      // A download goes on while the list reloads, and the new list is empty.
      [LOADED, DOWNLOAD, { type: 'media.refresh' }, FETCHED, OFFERED, LOADED_EMPTY],
    ],
  }),
)

// ---------------------------------------------------------------------------------------------
// The same screen on the fake backend itself: images made by POST /generate-image (with a fast
// stand-in composer), listed by GET /generated-images, their PNGs fetched by the signed URLs it signs.

describe('the gallery on the fake backend', () => {
  beforeEach(() => setImageComposer(fakeComposer()))
  afterEach(() => setImageComposer(null))

  it('shows what the owner made, newest first; opens it and downloads its PNG by its signed URL', async () => {
    const downloads = stubDownloads()
    const route = await renderRoute('/media', { user: 'demo' })
    const driver = rtlDriver(route.user)
    // The demo owner has made nothing yet.
    expect(await screen.findByRole('region', { name: MEDIA_TEXT.emptyTitle })).toBeInTheDocument()

    const { client_id } = await getCompanyProfile()
    const made: string[] = []
    for (const [prompt, resolution] of [
      ['Kaya toast set for breakfast', '1080x1920'],
      ['Teh tarik promo for the weekend', '1200x630'],
    ] as const) {
      const answer = await generateImage({ client_id: String(client_id), prompt, resolution, industry: 'food_beverage', template_type: 'social_media' })
      expect(answer.success).toBe(true)
      made.push(prompt)
    }
    const listed = (await getGeneratedImages()).images
    const newest = listed.find((image) => image.original_query === made[1])!

    await mediaGestures.refresh(driver)
    const tiles = await within(await screen.findByRole('list', { name: MEDIA_TEXT.gridLabel })).findAllByRole('listitem')
    expect(screen.getByText('2 images')).toBeInTheDocument()
    expect(tiles.map((tile) => within(tile).getByRole('img').getAttribute('alt'))).toEqual([...made].reverse())
    // The newest image's file, behind a URL signed for this read (each read signs anew).
    const src = new URL(within(tiles[0]!).getByRole('img').getAttribute('src')!)
    expect(src.pathname).toBe(new URL(newest.image_url!).pathname)
    expect(src.search).not.toBe('')

    await mediaGestures.view(driver, newest.original_query)
    const modal = screen.getByRole('dialog', { name: DIALOG_TEXT.title })
    expect(within(modal).getByText(DIALOG_TEXT.dimensions).nextElementSibling).toHaveTextContent('1200 × 630 px')
    expect(within(modal).getByText(DIALOG_TEXT.generationTime).nextElementSibling).toHaveTextContent(`${FAKE_GENERATION_MS} ms`)

    await mediaGestures.download(driver, newest.original_query, true)
    const day = isoDayAt(Date.parse(newest.created_at), localeIn(DEFAULT_TIMEZONE))
    const fileName = `selera-${day}-1200x630.png`
    expect(await within(modal).findByText(DOWNLOAD_TEXT.done(fileName))).toHaveAttribute('role', 'status')
    expect(downloads.saved).toEqual([{ href: 'blob:selera/1', download: fileName }])
    const png = new Uint8Array(await downloads.created[0]!.arrayBuffer())
    expect(downloads.created[0]!.type).toBe('image/png')
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
  })
})
