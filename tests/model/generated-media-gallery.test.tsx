/**
 * The Generated Media screen on the fake backend itself: images made by POST /generate-image (with a
 * fast stand-in composer), listed by GET /generated-images, their PNGs fetched by the signed URLs it
 * signs. The machine's model: generated-media.model.test.tsx.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fakeComposer, FAKE_GENERATION_MS } from '../../backend/images/fake-composer'
import { setImageComposer } from '../../mocks/composer'
import { getCompanyProfile } from '../../src/api/company-profile'
import { generateImage, getGeneratedImages } from '../../src/api/images'
import { DEFAULT_TIMEZONE, isoDayAt, localeIn } from '../../kernel/format'
import { pngSize } from '../../src/machines/generated-media/generated-media.files'
import { DIALOG_TEXT, DOWNLOAD_TEXT, MEDIA_TEXT } from '../../src/ui/screens/media/media-text'
import { server } from '../setup/vitest.setup'
import { stubDownloads } from '../utils/downloads'
import { rtlDriver } from '../utils/driver-rtl'
import { renderRoute } from '../utils/render'
import { settleMediaAfterEach, mediaGestures } from '../utils/generated-media'

settleMediaAfterEach(server)

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
