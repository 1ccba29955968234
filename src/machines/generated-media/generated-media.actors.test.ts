import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { server } from '../../../tests/setup/vitest.setup'
import { setAccessToken } from '../../api/auth-token'
import { ApiError } from '../../api/errors'
import { apiUrl } from '../../api/http'
import type { GeneratedImage } from '../../../kernel/contract'
import { fetchImageActor, loadImagesActor } from './generated-media.actors'
import { galleryImageOf, imageFileName, imageKind, instantOf, newestFirst, parseSize, pngSize, type GalleryImage } from './generated-media.files'

/** The first bytes of a PNG of `width` × `height`: the signature and the IHDR chunk (enough for what is read here). */
function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  bytes.set([8, 6, 0, 0, 0], 24)
  return bytes
}

const FILE_URL = apiUrl('/files/images/7.png')
const IMAGE: GalleryImage = { id: '7', src: `${FILE_URL}?expires=9&signature=abc`, query: 'Nasi lemak Friday', createdAt: Date.parse('2026-11-23T17:30:00Z'), size: null, generationMs: 380 }

describe('generated media files', () => {
  it('reads the size a server writes, and refuses anything else', () => {
    expect(parseSize('1080x1920')).toEqual({ width: 1080, height: 1920 })
    expect(parseSize(' 1200 × 630 ')).toEqual({ width: 1200, height: 630 })
    for (const odd of ['', null, undefined, '0x100', '1080', 'wide']) expect(parseSize(odd)).toBeNull()
  })

  it('reads a time without a zone as UTC', () => {
    expect(instantOf('2025-01-31T08:05:00')).toBe(Date.parse('2025-01-31T08:05:00Z'))
    expect(instantOf('2025-01-31T08:05:00+08:00')).toBe(Date.parse('2025-01-31T00:05:00Z'))
  })

  it('takes the URL from image_url or image_data.url, resolved against the API', () => {
    const base = apiUrl('/')
    const sent: GeneratedImage[] = [
      { id: 1, image_url: 'https://cdn.example/img/1.png', original_query: 'Teh tarik promo', created_at: '2025-01-31T08:05:00Z', status: 'completed', image_dimensions: '1080x1080', generation_time_ms: 8421 },
      { id: 'img-2', image_data: { url: '/files/images/2.png?signature=x' }, original_query: 'Menu board', created_at: '2025-01-30T10:00:00Z', status: 'completed' },
    ]
    const [first, second] = sent.map((image) => galleryImageOf(image, base))
    expect(first).toEqual({ id: '1', src: 'https://cdn.example/img/1.png', query: 'Teh tarik promo', createdAt: Date.parse('2025-01-31T08:05:00Z'), size: { width: 1080, height: 1080 }, generationMs: 8421 })
    expect(second).toMatchObject({ id: 'img-2', src: new URL('/files/images/2.png?signature=x', base).href, size: null, generationMs: null })
    expect(newestFirst([second!, first!]).map((image) => image.id)).toEqual(['1', 'img-2'])
  })

  it('tells an image from anything else by its first bytes, and reads a PNG size', () => {
    expect(imageKind(pngBytes(1, 1))).toBe('png')
    expect(imageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg')
    expect(imageKind(new TextEncoder().encode('RIFF1234WEBPVP8 '))).toBe('webp')
    expect(imageKind(new TextEncoder().encode('<?xml version="1.0"?><Error>'))).toBeNull()
    expect(pngSize(pngBytes(1080, 1920))).toEqual({ width: 1080, height: 1920 })
    expect(pngSize(pngBytes(1080, 1920).slice(0, 20))).toBeNull()
  })

  it('names the file by the day in the account zone and the size', () => {
    // 15:30 UTC is 23:30 in Kuala Lumpur (the 23rd); 16:30 UTC is already the 24th there, still the 23rd in Bangkok.
    const late = Date.parse('2026-11-23T15:30:00Z')
    expect(imageFileName(late, { width: 1080, height: 1080 }, 'Asia/Kuala_Lumpur')).toBe('selera-2026-11-23-1080x1080.png')
    expect(imageFileName(late, { width: 1080, height: 1080 }, 'UTC')).toBe('selera-2026-11-23-1080x1080.png')
    expect(imageFileName(Date.parse('2026-11-23T16:30:00Z'), { width: 1200, height: 627 }, 'Asia/Kuala_Lumpur')).toBe('selera-2026-11-24-1200x627.png')
    expect(imageFileName(Date.parse('2026-11-23T16:30:00Z'), null, 'Asia/Bangkok')).toBe('selera-2026-11-23.png')
    expect(imageFileName(Number.NaN, { width: 1080, height: 1920 }, 'Asia/Kuala_Lumpur', 'jpg')).toBe('selera-image-1080x1920.jpg')
  })
})

describe('generated media actors', () => {
  it('loads the list with the token, newest first', async () => {
    setAccessToken('token-1')
    let authorization: string | null = null
    server.use(
      http.get(apiUrl('/generated-images'), ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({
          success: true,
          images: [
            { id: 'old', image_url: '/files/a.png', original_query: 'Old', created_at: '2026-01-01T00:00:00Z', status: 'completed' },
            { id: 'new', image_url: '/files/b.png', original_query: 'New', created_at: '2026-02-01T00:00:00Z', status: 'completed' },
          ],
        })
      }),
    )
    const images = await toPromise(createActor(loadImagesActor).start())
    expect(authorization).toBe('Bearer token-1')
    expect(images.map((image) => image.id)).toEqual(['new', 'old'])
  })

  it('a list the server says failed is an error', async () => {
    setAccessToken('token-1')
    server.use(http.get(apiUrl('/generated-images'), () => HttpResponse.json({ success: false, images: [] })))
    await expect(toPromise(createActor(loadImagesActor).start())).rejects.toBeInstanceOf(ApiError)
  })

  it('fetches the signed URL without the token, as a PNG named by day and the size in the file', async () => {
    setAccessToken('token-1')
    const asked: Array<{ authorization: string | null; search: string }> = []
    server.use(
      http.get(FILE_URL, ({ request }) => {
        asked.push({ authorization: request.headers.get('Authorization'), search: new URL(request.url).search })
        // No type said: the content decides.
        return new HttpResponse(pngBytes(1080, 1350), { headers: { 'Content-Type': 'application/octet-stream' } })
      }),
    )
    const file = await toPromise(createActor(fetchImageActor, { input: { image: IMAGE, timezone: 'Asia/Kuala_Lumpur' } }).start())
    expect(asked).toEqual([{ authorization: null, search: '?expires=9&signature=abc' }])
    expect(file.fileName).toBe('selera-2026-11-24-1080x1350.png')
    expect(file.blob.type).toBe('image/png')
    expect(file.blob.size).toBe(33)
  })

  it('refuses an expired signature (403) and an answer that is not an image', async () => {
    server.use(http.get(FILE_URL, () => HttpResponse.json({ detail: 'Signature expired' }, { status: 403 })))
    const refused = toPromise(createActor(fetchImageActor, { input: { image: IMAGE, timezone: 'Asia/Kuala_Lumpur' } }).start())
    await expect(refused).rejects.toMatchObject({ kind: 'http', status: 403 })

    server.use(http.get(FILE_URL, () => HttpResponse.text('<html>Sign in</html>', { headers: { 'Content-Type': 'text/html' } })))
    const page = toPromise(createActor(fetchImageActor, { input: { image: IMAGE, timezone: 'Asia/Kuala_Lumpur' } }).start())
    await expect(page).rejects.toMatchObject({ kind: 'invalid-response' })
  })
})
