/**
 * The Generated Media screen's world for its tests (tests/model/generated-media*.test.tsx): the
 * images GET /generated-images answers with and their signed files, and one gesture per event of
 * the screen. The browser's downloads are recorded by tests/utils/downloads.ts.
 */
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, vi } from 'vitest'
import { apiUrl } from '../../src/api/http'
import type { GeneratedImage } from '../../kernel/contract'
import { galleryImageOf } from '../../src/machines/generated-media/generated-media.files'
import { altOf, DIALOG_TEXT, MEDIA_TEXT } from '../../src/ui/screens/media/media-text'
import { watchRequests } from './backend-gate'
import type { Driver } from './driver'

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
export const IMAGES = SENT.map((image) => galleryImageOf(image, apiUrl('/')))
export const FIRST = IMAGES[0]!
export const FIRST_FILE_NAME = 'selera-2026-11-24-1080x1080.png'

/** The first bytes of a PNG of `width` × `height` (the signature and IHDR): all the client reads. */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}

export const world = { list: 'images' as 'images' | 'empty' | 'failing', file: 'image' as 'image' | 'expired' | 'broken' }

/**
 * The two endpoints as the contract has them (deviation 51: the file needs no token, a bad signature
 * is 403), answering as `world` says, which this resets: handlers for the calling file's `server.use`.
 */
export function answerAsTheContract() {
  world.list = 'images'
  world.file = 'image'
  return [
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
  ]
}

const named = (image: { query: string }) => altOf(image.query)

/** One gesture per event, as an owner makes it. */
export const mediaGestures = {
  refresh: (driver: Driver) => driver.click('button', MEDIA_TEXT.refresh),
  retry: (driver: Driver) => driver.click('button', MEDIA_TEXT.retry),
  view: (driver: Driver, query: string) => driver.click('button', MEDIA_TEXT.viewLabel(named({ query }))),
  close: (driver: Driver) => driver.click('button', DIALOG_TEXT.close),
  /** From the modal when it is open ('Download Image'), else from the tile. */
  download: (driver: Driver, query: string, fromModal: boolean) =>
    driver.click('button', fromModal ? DIALOG_TEXT.download : MEDIA_TEXT.downloadLabel(named({ query }))),
}

/**
 * After each test of the calling file: its requests have settled and the browser's stubs are put
 * back. `server` is the calling file's (the setup makes one per file).
 */
export function settleMediaAfterEach(server: Parameters<typeof watchRequests>[0]): void {
  const inFlight = watchRequests(server)
  afterEach(async () => {
    await inFlight.settled()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  afterAll(() => inFlight.stop())
}
