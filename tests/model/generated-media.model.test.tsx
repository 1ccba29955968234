/**
 * The generated media machine walked on the real Generated Media screen, against the two endpoints
 * as the contract has them (tests/utils/generated-media.ts). The same screen on the fake backend
 * itself: generated-media-gallery.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { ApiError } from '../../src/api/errors'
import { apiUrl } from '../../src/api/http'
import {
  generatedMediaMachine,
  type GeneratedMediaContext,
  type GeneratedMediaEvent,
  type GeneratedMediaInvokeId,
} from '../../src/machines/generated-media/generated-media.machine'
import { altOf, DIALOG_TEXT, DOWNLOAD_TEXT, MEDIA_TEXT } from '../../src/ui/screens/media/media-text'
import { server } from '../setup/vitest.setup'
import { createEndpointGate } from '../utils/backend-gate'
import type { Driver } from '../utils/driver'
import { stubDownloads, type Downloads } from '../utils/downloads'
import { rtlDriver } from '../utils/driver-rtl'
import { defineModel, describeModel, type BackendGate, type EventFixtures, type OutcomeFixtures } from '../utils/graph'
import { renderRoute } from '../utils/render'
import {
  settleMediaAfterEach,
  IMAGES,
  FIRST,
  FIRST_FILE_NAME,
  pngBytes,
  world,
  answerAsTheContract,
  mediaGestures,
} from '../utils/generated-media'

settleMediaAfterEach(server)

interface Ctx {
  driver: Driver
  downloads: Downloads
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
      server.use(...answerAsTheContract())
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
