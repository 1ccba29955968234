import { and, assertEvent, assign, setup, stateIn } from 'xstate'
import { isApiError } from '../../api/errors'
import { DEFAULT_TIMEZONE } from '../../../kernel/format'
import { saveWithLink } from '../report-download/report-download.actors'
import { loadingState } from '../shared/loading-state'
import { fetchImageActor, loadImagesActor, offerImageActor, type ImageOfferedEvent } from './generated-media.actors'
import type { GalleryImage, ImageFile } from './generated-media.files'

export type { ImageOfferedEvent } from './generated-media.actors'
export type { GalleryImage, ImageFile, ImageSize } from './generated-media.files'

export type GeneratedMediaEvent =
  /** The header's Refresh: loads the list again (the signed URLs with it). */
  | { type: 'media.refresh' }
  /** Try Again under 'Error Loading Images'. */
  | { type: 'media.retry' }
  /** A tile's View: the full-size modal of that image. */
  | { type: 'image.view'; id: string }
  /** The modal's Close (or Escape). */
  | { type: 'image.close' }
  /** A tile's Download, or the modal's 'Download Image'. */
  | { type: 'image.download'; id: string }
  | ImageOfferedEvent

export interface GeneratedMediaContext {
  /** The account's zone: the day in a downloaded file's name. */
  timezone: string
  /** The account's images, newest first, as last loaded. */
  images: GalleryImage[]
  /** The image the full-size modal shows; null when it is closed. */
  open: GalleryImage | null
  /** The image being downloaded, or last downloaded (its file once fetched, and the object URL it is offered under). */
  download: Download | null
}

/**
 * Why a download failed: the signed URL was refused (403: its signature expired, as it does an hour
 * after the list was loaded, deviation 51; Refresh brings new ones), or anything else.
 */
export type DownloadProblem = 'expired' | 'failed'

export interface Download {
  image: GalleryImage
  file: ImageFile | null
  href: string | null
  problem: DownloadProblem | null
}

export interface GeneratedMediaInput {
  timezone?: string | null
}

export type GeneratedMediaInvokeId = 'loadImages' | 'fetchImage' | 'offerImage'

type Loaded = { output: GalleryImage[] }
const loadedOf = ({ event }: { event: { output: GalleryImage[] } }): Loaded => ({ output: event.output })
type Fetched = { output: ImageFile }
const fetchedOf = ({ event }: { event: { output: ImageFile } }): Fetched => ({ output: event.output })
type Named = { id: string }
const namedOf = ({ event }: { event: Named }): Named => ({ id: event.id })

const imageWith = (images: readonly GalleryImage[], id: string) => images.find((image) => image.id === id) ?? null

/**
 * The Generated Media gallery (docs/product.md#generated-media), two regions side by side:
 *
 * - `gallery`: loading (skeletons) → loaded | error. Refresh loads the list again, Try Again after a
 *   failure. Loaded, the full-size modal of one image opens (`viewing`) and closes; Refresh is
 *   behind the modal, so only the grid offers it.
 * - `download`: one image at a time, from a tile or the modal: its signed URL fetched as a Blob
 *   (no token, deviation 51) → saved once as `selera-<day>-<WxH>.png` and offered under an object URL
 *   until the next download | failed (a message; any Download tries again). A download goes on
 *   while the list reloads.
 */
export const generatedMediaMachine = setup({
  types: {
    context: {} as GeneratedMediaContext,
    events: {} as GeneratedMediaEvent,
    input: undefined as GeneratedMediaInput | undefined,
    tags: {} as 'busy' | 'downloading',
  },
  actors: { loadImages: loadImagesActor, fetchImage: fetchImageActor, offerImage: offerImageActor },
  guards: {
    /** One of the images on screen (an id from an older list is refused). */
    knownImage: ({ context }, { id }: Named) => imageWith(context.images, id) !== null,
  },
  actions: {
    keepImages: assign({ images: (_, { output }: Loaded) => output }),
    openImage: assign({ open: ({ context }, { id }: Named) => imageWith(context.images, id) }),
    closeImage: assign({ open: null }),
    startDownload: assign({
      download: ({ context }, { id }: Named) => {
        const image = imageWith(context.images, id)
        return image ? { image, file: null, href: null, problem: null } : null
      },
    }),
    keepFile: assign({ download: ({ context }, { output }: Fetched) => (context.download ? { ...context.download, file: output } : null) }),
    keepProblem: assign({
      download: ({ context }, { error }: { error: unknown }) => {
        const problem: DownloadProblem = isApiError(error) && error.status === 403 ? 'expired' : 'failed'
        return context.download ? { ...context.download, problem } : null
      },
    }),
    keepHref: assign({
      download: ({ context, event }) => {
        assertEvent(event, 'image.offered')
        return context.download ? { ...context.download, href: event.href } : null
      },
    }),
    saveFile: ({ context }) => {
      const { file, href } = context.download ?? {}
      if (file && href) saveWithLink(href, file.fileName)
    },
  },
}).createMachine({
  id: 'generatedMedia',
  context: ({ input }) => ({ timezone: input?.timezone || DEFAULT_TIMEZONE, images: [], open: null, download: null }),
  type: 'parallel',
  states: {
    gallery: {
      initial: 'loading',
      states: {
        loading: loadingState('loadImages', { keep: { type: 'keepImages', params: loadedOf }, done: 'loaded', failed: 'error' }),
        loaded: {
          initial: 'browsing',
          states: {
            browsing: {
              on: {
                'image.view': { guard: { type: 'knownImage', params: namedOf }, target: 'viewing', actions: { type: 'openImage', params: namedOf } },
                'media.refresh': { target: '#generatedMedia.gallery.loading' },
              },
            },
            viewing: {
              on: { 'image.close': { target: 'browsing', actions: 'closeImage' } },
            },
          },
        },
        error: {
          on: {
            'media.retry': { target: 'loading' },
            'media.refresh': { target: 'loading' },
          },
        },
      },
    },
    download: {
      initial: 'idle',
      // Any Download of the grid or the modal starts one (none while the list loads or failed: the
      // grid is not on screen), but not while another is being fetched (its button says so).
      on: {
        'image.download': {
          guard: and([{ type: 'knownImage', params: namedOf }, stateIn({ gallery: 'loaded' })]),
          target: '.fetching',
          actions: { type: 'startDownload', params: namedOf },
        },
      },
      states: {
        idle: {},
        fetching: {
          tags: ['downloading'],
          on: { 'image.download': {} },
          invoke: {
            id: 'fetchImage',
            src: 'fetchImage',
            input: ({ context }) => ({ image: context.download!.image, timezone: context.timezone }),
            onDone: { target: 'saved', actions: { type: 'keepFile', params: fetchedOf } },
            onError: { target: 'failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saved: {
          invoke: { id: 'offerImage', src: 'offerImage', input: ({ context }) => ({ blob: context.download!.file!.blob }) },
          on: { 'image.offered': { actions: ['keepHref', 'saveFile'] } },
        },
        failed: {},
      },
    },
  },
})
