import { assign, setup } from 'xstate'
import { copyUrlActor, downloadImageActor } from './image-generation.actors'

/** A generated image as the chat shows it (a card's fresh result, or one from the history). */
export interface GeneratedImage {
  /** The signed, expiring `image_url` (deviation 51): what is shown, downloaded and copied. */
  url: string
  /** Milliseconds, as the server measured them. */
  generationTime: number
  /** WIDTHxHEIGHT, as made. */
  resolution: string
  /** The description it was made from: the image's alternative text. */
  prompt: string
}

/** The last word about Download or Copy URL, until the next gesture. */
export type ImageNotice = 'copied' | 'copyFailed' | 'downloadFailed'

export type ImageResultEvent = { type: 'image.download' } | { type: 'url.copy' }

export interface ImageResultContext {
  image: GeneratedImage
  notice: ImageNotice | null
}

export type ImageResultInvokeId = 'downloadImage' | 'copyUrl'

/**
 * A generated image result (docs/product.md#chat, 'A generated image result'): shown, with Download
 * (the file saved as `selera-<day>-<WxH>.png`) and Copy URL, each saying how it went. A card runs
 * one for the image it made; the chat runs one for each generated image in its history.
 */
export const imageResultMachine = setup({
  types: {
    context: {} as ImageResultContext,
    events: {} as ImageResultEvent,
    input: {} as GeneratedImage,
  },
  actors: { downloadImage: downloadImageActor, copyUrl: copyUrlActor },
  actions: {
    note: assign((_, params: { notice: ImageNotice | null }) => ({ notice: params.notice })),
  },
}).createMachine({
  id: 'imageResult',
  context: ({ input }) => ({ image: input, notice: null }),
  initial: 'shown',
  states: {
    shown: {
      on: {
        'image.download': { target: 'downloading', actions: { type: 'note', params: { notice: null } } },
        'url.copy': { target: 'copying', actions: { type: 'note', params: { notice: null } } },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadImage',
        src: 'downloadImage',
        input: ({ context }) => ({ url: context.image.url, resolution: context.image.resolution }),
        onDone: { target: 'shown' },
        onError: { target: 'shown', actions: { type: 'note', params: { notice: 'downloadFailed' } } },
      },
    },
    copying: {
      invoke: {
        id: 'copyUrl',
        src: 'copyUrl',
        input: ({ context }) => ({ url: context.image.url }),
        onDone: { target: 'shown', actions: { type: 'note', params: { notice: 'copied' } } },
        onError: { target: 'shown', actions: { type: 'note', params: { notice: 'copyFailed' } } },
      },
    },
  },
})
