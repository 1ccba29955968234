import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { server } from '../../../tests/setup/vitest.setup'
import { ANSWERS } from '../../../tests/utils/samples'
import { setAccessToken } from '../../api/auth-token'
import { apiUrl } from '../../api/http'
import type { GenerateImageRequest } from '../../../kernel/contract'
import { CLIENT_ID_KEY, INDUSTRY_KEY } from '../company-profile/company-profile.machine'
import { generateImageActor, imageFileName } from './image-generation.actors'

/** Answers POST /generate-image with the contract's success, recording each order; counts GET /company-profile. */
function backend(profile: Record<string, unknown>) {
  const orders: GenerateImageRequest[] = []
  let profileReads = 0
  server.use(
    http.post(apiUrl('/generate-image'), async ({ request }) => {
      orders.push((await request.json()) as GenerateImageRequest)
      return HttpResponse.json(ANSWERS.generated)
    }),
    http.get(apiUrl('/company-profile'), () => {
      profileReads += 1
      return HttpResponse.json(profile)
    }),
  )
  return { orders, profileReads: () => profileReads }
}

const run = (input: { prompt: string; resolution: string; requestId: string | null }) => toPromise(createActor(generateImageActor, { input }).start())

beforeEach(() => {
  localStorage.clear()
  setAccessToken('test-token')
})
afterEach(() => {
  localStorage.clear()
  setAccessToken(null)
})

describe('generateImageActor', () => {
  it('sends the stored client id and industry, social_media and the request id', async () => {
    const { orders, profileReads } = backend({})
    localStorage.setItem(CLIENT_ID_KEY, 'client-7f3a')
    localStorage.setItem(INDUSTRY_KEY, 'cafe')
    await expect(run({ prompt: 'Teh tarik promo', resolution: '1080x1080', requestId: 'img_1' })).resolves.toEqual(ANSWERS.generated)
    expect(orders).toEqual([{ ...ANSWERS.generateOrder, industry: 'cafe', request_id: 'img_1' }])
    expect(profileReads()).toBe(0)
  })

  it('without a stored client id, reads the profile once and keeps it as the profile screen does; food_beverage by default', async () => {
    const { orders, profileReads } = backend({ client_id: 'client-7f3a', industry: null })
    await run({ prompt: 'Teh tarik promo', resolution: '1080x1080', requestId: null })
    await run({ prompt: 'Teh tarik promo', resolution: '1080x1080', requestId: null })
    expect(profileReads()).toBe(1)
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe('client-7f3a')
    expect(localStorage.getItem(INDUSTRY_KEY)).toBe('food_beverage')
    expect(orders).toEqual([ANSWERS.generateOrder, ANSWERS.generateOrder])
  })

  it('fails when the profile has no client id either', async () => {
    const { orders } = backend({ industry: 'cafe' })
    await expect(run({ prompt: 'Teh tarik promo', resolution: '1080x1080', requestId: null })).rejects.toThrow(/client_id/)
    expect(orders).toEqual([])
  })
})

describe('imageFileName', () => {
  it('is selera-<day>-<WxH>.png, the day in Kuala Lumpur', () => {
    expect(imageFileName('1080x1920', Date.parse('2026-11-23T17:30:00Z'))).toBe('selera-2026-11-24-1080x1920.png')
  })
})
