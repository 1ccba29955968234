import { describe, expect, it } from 'vitest'
import { ChatPreviewAnswerSchema, PromptAdviceResponseSchema, type ChatPreviewAnswer } from '../../../kernel/contract'
import { formatPeriod, hoursBetween, money, quantity, share, weekdayName, type Locale } from '../../../kernel/format'
import { NEW_ACCOUNT } from '../../../mocks/fixtures/accounts'
import { NOW } from '../../../tests/utils/backend/analytics-clock'
import { testContext } from '../../../tests/utils/backend/context'
import { batchOf, type TestRow } from '../../../tests/utils/backend/sales-batches'
import { kopitiamRows } from '../../../tests/utils/backend/kopitiam-sales'
import { saveCompanyProfile } from '../../accounts/company-profile'
import { daysBetween, FESTIVE_PERIODS, localDate, nextFestivePeriod } from '../../analytics/festive-calendar'
import type { Answer } from '../types'
import { halalWarning } from '../../halal'
import { FESTIVE_PLANNING_DAYS } from './occasion'
import { setPrice } from './pricing'
import { uploadAsset } from '../../assets/assets'
import { solidPng } from '../../images/fake-composer'
import { brandAssetsOf, isImageRequest, marketingAnswer, MAX_PROMPT_CHARS, promptAdvice, REQUIRED_ASSETS } from './index'

/* Wednesday 18 Nov 2026, 10:00 in Kuala Lumpur, and the kopitiam of tests/utils/backend/kopitiam-sales.ts. */
const OWNER = NEW_ACCOUNT.id
const LOCALE: Locale = { language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' }
const fixtureRows = kopitiamRows

const PROFILE = {
  industry: 'Halal kopitiam',
  business_model: 'JAKIM halal-certified kopitiam, dine-in and takeaway',
  main_products: 'Teh tarik, kopi, nasi lemak, kuih',
  best_selling_products: 'Teh Tarik, Nasi Lemak Ayam',
  target_segments: 'Office workers on weekday breakfast, students from the nearby college',
  languages_used: 'Bahasa Malaysia and English; some staff speak Tamil',
  seasonal_offerings: 'Ramadan buka puasa sets, school holiday family sets',
  regulations: 'JAKIM halal certification',
}

async function owner(withSales = true, withProfile = true) {
  const ctx = await testContext(NOW)
  if (withSales) await ctx.store.sales.appendSales(OWNER, 'u1', batchOf(fixtureRows()))
  if (withProfile) await saveCompanyProfile(ctx, OWNER, PROFILE)
  return ctx
}

/** What the fixture says, computed from its rows, not read from the code under test. */
function expected() {
  const rows = fixtureRows()
  const sum = (keep: (row: TestRow) => boolean, field: 'amount' | 'quantity' = 'amount') => rows.filter(keep).reduce((total, row) => total + (row[field] ?? 1), 0)
  const total = sum(() => true)
  const item = (name: string) => ({ revenue: sum((row) => row.item === name), quantity: sum((row) => row.item === name, 'quantity') })
  const tea = item('Teh Tarik')
  const kuih = item('Kuih Lapis')
  const localHour = (row: TestRow) => new Date(Number(row.at) + 8 * 3_600_000)
  const quiet = sum((row) => localHour(row).getUTCDay() === 2 && [15, 16].includes(localHour(row).getUTCHours()))
  const teaPrice = tea.revenue / tea.quantity
  const kuihPrice = kuih.revenue / kuih.quantity
  const today = localDate('2026-11-18')
  const festive = nextFestivePeriod(today, FESTIVE_PLANNING_DAYS)!
  return {
    slot: `${weekdayName(1)}s ${hoursBetween(15, 17)}`,
    figures: [
      money(quiet, LOCALE),
      share(quiet, total, 1, LOCALE),
      money(teaPrice, LOCALE),
      money(kuihPrice, LOCALE),
      // The documented rule: 10% under the two averages, rounded down to 10 sen.
      money(Math.floor((teaPrice + kuihPrice) * 0.9 * 10 + 1e-9) / 10, LOCALE),
      money(tea.revenue, LOCALE),
      quantity(tea.quantity, LOCALE),
      share(tea.revenue, total, 1, LOCALE),
      formatPeriod(localDate(festive.start), localDate(festive.end), 2026, LOCALE),
      `in ${daysBetween('2026-11-18', festive.start)} days`,
      '10%',
    ],
    festive,
    period: formatPeriod(localDate('2026-10-20'), today, 2026, LOCALE),
  }
}

const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? []
/** The numbers an answer states: its ideas' list numbers ("1. ") and their count ("Here are 3") left out. */
const statedNumbers = (text: string) => numbersIn(text.replace(/^\d+\. /gm, '').replace(/^Here are \d+ /, ''))

describe('campaign ideas', () => {
  it('grounds every number in the fixture: the quiet slot, a set priced from average prices, the best seller, the next festive period', async () => {
    const answer = await marketingAnswer(await owner(), OWNER, 'Give me campaign ideas for next month', 'en') as Answer
    const { slot, figures, festive, period } = expected()
    expect(answer.text).toContain(slot)
    for (const figure of figures) expect(answer.text, figure).toContain(figure)
    expect(answer.text).toContain("'Teh Tarik + Kuih Lapis' set")
    expect(answer.text).toMatch(/suggested price/)
    expect(answer.text).toContain(festive.name)
    expect(festive.name).toBe('The school holidays')
    // Every number written is one of those figures, or one the profile's own words carry.
    const allowed = new Set([slot, ...figures, ...Object.values(PROFILE)].flatMap(numbersIn))
    for (const number of statedNumbers(answer.text)) expect(allowed, number).toContain(number)
    expect(answer.sources).toEqual(['Company profile', `Sales data ${period}`, 'Malaysian festive calendar'])
    expect(answer.text).toContain('Write the copy in Bahasa Malaysia and English')
    expect(answer.text).toContain('Office workers on weekday breakfast')
    expect(answer.text).toContain('school holiday family sets')
  })

  it('answers in Malay with the same figures, and the same answer for the same data and question', async () => {
    const ctx = await owner()
    const first = await marketingAnswer(ctx, OWNER, 'idea promosi untuk bulan depan', 'ms') as Answer
    expect(await marketingAnswer(ctx, OWNER, 'idea promosi untuk bulan depan', 'ms')).toEqual(first)
    expect(first.text).toContain('setiap Selasa, 15:00–17:00')
    expect(first.text).toContain('Cuti sekolah')
    expect(first.text).toContain(expected().figures[4])
    expect(first.sources[0]).toBe('Profil syarikat')
  })

  it('measures the quiet slot against the sales that have a time of day, and says so when a day total has none', async () => {
    const ctx = await owner()
    await ctx.store.sales.addDayTotals(OWNER, 'manual-1', [{ date: '2026-11-01', netAmount: 500, orders: 40, outlet: null, customers: [] }])
    const answer = await marketingAnswer(ctx, OWNER, 'campaign ideas', 'en') as Answer
    const { figures } = expected()
    // The slot's share is unchanged (of the timed sales); the best seller's is now of RM500 more.
    expect(answer.text).toContain(`${figures[1]} of your sales that have a time of day`)
    const rows = fixtureRows()
    const tea = rows.filter((row) => row.item === 'Teh Tarik').reduce((sum, row) => sum + row.amount, 0)
    expect(answer.text).toContain(`${share(tea, rows.reduce((sum, row) => sum + row.amount, 0) + 500, 1, LOCALE)} of your sales.`)
  })

  it('plans for the occasion the owner names, at its next dates', async () => {
    const answer = await marketingAnswer(await owner(), OWNER, 'campaign ideas for Hari Raya', 'en') as Answer
    const raya = FESTIVE_PERIODS.find((period) => period.key === 'hari-raya-aidilfitri' && period.start >= '2026-11-18')!
    expect(answer.text).toContain(`**Hari Raya Aidilfitri**: ${formatPeriod(localDate(raya.start), localDate(raya.end), 2026, LOCALE)} (in ${daysBetween('2026-11-18', raya.start)} days, expected dates)`)
    expect(answer.text).not.toContain('school holidays')
  })

  it('gives a new account honest general ideas, no number but the calendar’s, and says what would make them specific', async () => {
    const answer = await marketingAnswer(await owner(false, false), OWNER, 'campaign ideas please', 'en') as Answer
    const { festive } = expected()
    const calendar = [formatPeriod(localDate(festive.start), localDate(festive.end), 2026, LOCALE), `${daysBetween('2026-11-18', festive.start)}`].flatMap(numbersIn)
    for (const number of statedNumbers(answer.text)) expect(calendar, number).toContain(number)
    expect(answer.text).toMatch(/cannot see your sales or your company profile/)
    expect(answer.text).toMatch(/upload your sales .*Upload Data/)
    expect(answer.text).toMatch(/answer Main products, Best-selling products, Target segments, Languages used and Seasonal offerings in the Company Profile/)
    expect(answer.sources).toEqual(['Malaysian festive calendar'])
  })

  it('uses the profile alone when there are no sales yet, naming its best seller without a figure', async () => {
    const answer = await marketingAnswer(await owner(false, true), OWNER, 'campaign ideas', 'en') as Answer
    expect(answer.text).toContain('**Put Teh Tarik up front**')
    expect(answer.text).toMatch(/upload your sales/)
    expect(answer.text).not.toMatch(/RM/)
    expect(answer.sources).toEqual(['Company profile', 'Malaysian festive calendar'])
  })
})

describe('halal', () => {
  it('never writes halal or JAKIM on its own, though the profile says the business is certified', async () => {
    const ctx = await owner()
    const answer = await marketingAnswer(ctx, OWNER, 'campaign ideas', 'en') as Answer
    const preview = await marketingAnswer(ctx, OWNER, 'make a poster for our teh tarik', 'en') as ChatPreviewAnswer
    const advice = await promptAdvice(ctx, OWNER, { user_input: 'an Instagram post for our nasi lemak' })
    for (const text of [answer.text, ...answer.sources, preview.preview.message, advice.suggested_prompt ?? '', advice.message]) expect(text).not.toMatch(/halal|jakim/i)
    // The setting still comes from the business type the profile gives.
    expect(advice.suggested_prompt).toContain('kopitiam')
  })

  it('warns when the owner asks for a halal mark, in their language, and leaves it out of everything else', async () => {
    const ctx = await owner()
    const cases = [
      { answer: await marketingAnswer(ctx, OWNER, 'campaign ideas, add halal logo', 'en') as Answer, language: 'en' as const },
      { answer: await marketingAnswer(ctx, OWNER, 'idea kempen raya, tulis halal', 'ms') as Answer, language: 'ms' as const },
    ]
    for (const { answer, language } of cases) {
      expect(answer.text.startsWith(halalWarning(language))).toBe(true)
      expect(answer.text.slice(halalWarning(language).length)).not.toMatch(/halal|jakim/i)
    }
    const preview = await marketingAnswer(ctx, OWNER, 'buat poster nasi lemak dengan logo halal "Sedap Sungguh Halal"', 'ms') as ChatPreviewAnswer
    const [description, ...rest] = preview.preview.message.split('\n\n')
    expect(rest.at(-1)).toBe(halalWarning('ms'))
    expect(description).toContain('"Sedap Sungguh"')
    expect([description, ...rest.slice(0, -1)].join(' ')).not.toMatch(/halal|jakim/i)

    const advice = await promptAdvice(ctx, OWNER, { user_input: 'make a poster for teh tarik with the JAKIM halal logo' })
    expect(advice.success).toBe(true)
    expect(advice.suggested_prompt).not.toMatch(/halal|jakim/i)
    expect(advice.message.startsWith(halalWarning('en'))).toBe(true)
  })
})

describe('image and post requests', () => {
  it('answers with a preview: what would be made, the brand assets and profile answers still missing', async () => {
    const ctx = await owner()
    const answer = await marketingAnswer(ctx, OWNER, 'Create an Instagram post for our Nasi Lemak Ayam promo at RM9.90', 'en')
    const preview = ChatPreviewAnswerSchema.parse(answer)
    expect(isImageRequest('Create an Instagram post for our Nasi Lemak Ayam promo at RM9.90')).toBe(true)
    expect(await brandAssetsOf(ctx, OWNER)).toEqual([])
    expect(preview).toMatchObject({
      type: 'image_preview_enhanced',
      preview: {
        action: 'generate_image',
        estimated_cost: null,
        generation_ready: false,
        asset_validation: { missing_assets: [...REQUIRED_ASSETS] },
        requirements_check: { missing_items: [] },
      },
    })
    expect(REQUIRED_ASSETS).toEqual(['logo', 'product_image'])
    expect(preview.preview.message).toContain('Nasi Lemak Ayam')
    expect(preview.preview.message).toContain('Show the offer RM9.90')
    expect(preview.preview.message).toContain('Before it can be generated: upload your logo and a product photo as brand assets.')
    expect(preview.request_id).toMatch(/^img_[0-9a-f]{16}$/)
    // The same data and text give the same answer.
    expect(await marketingAnswer(ctx, OWNER, 'Create an Instagram post for our Nasi Lemak Ayam promo at RM9.90', 'en')).toEqual(answer)
  })

  it.each([
    ['Make a Facebook cover for our new cafe opening', 'facebook-cover', 'Size: Facebook Cover (1200x630), as you asked', 'A landscape social-media image'],
    ['a TikTok for our weekend teh tarik', 'tiktok', 'Size: TikTok (1080x1920), as you asked', 'A tall (portrait) social-media image'],
    ['LinkedIn post announcing our second outlet', 'linkedin-post', 'Size: LinkedIn Post (1200x627), as you asked', 'A landscape social-media image'],
  ])('%s: starts on the size it names (%s), said in the message', async (text, preset, said, shape) => {
    const preview = ChatPreviewAnswerSchema.parse(await marketingAnswer(await owner(), OWNER, text, 'en'))
    expect(preview.preview.resolution_preset).toBe(preset)
    expect(preview.preview.message).toContain(said)
    expect(preview.preview.message).toContain(shape)
  })

  it('takes a remark in the profile’s brackets for no dish: "our new cafe opening" features the best seller', async () => {
    const ctx = await owner()
    await saveCompanyProfile(ctx, OWNER, { ...PROFILE, best_selling_products: 'Teh Tarik (new, growing fast), Nasi Lemak Ayam' })
    const preview = ChatPreviewAnswerSchema.parse(await marketingAnswer(ctx, OWNER, 'Make a Facebook cover for our new cafe opening', 'en'))
    expect(preview.preview.message).toContain('social-media image for')
    expect(preview.preview.message).not.toMatch(/: new on /)
    expect(preview.preview.message).toContain('Teh Tarik')
  })

  it('names no size for a request that names none', async () => {
    expect(ChatPreviewAnswerSchema.parse(await marketingAnswer(await owner(), OWNER, 'make a poster for our teh tarik', 'en')).preview.resolution_preset).toBeUndefined()
  })

  it('says when the product named has no photo, and offers to upload one, instead of showing another dish', async () => {
    const ctx = await owner()
    const photo = (name: string) => uploadAsset(ctx, OWNER, { file: { name: `${name}.png`, bytes: solidPng(40, 40) }, asset_type_code: 'product_image', asset_metadata: { product_name: name }, asset_name: name })
    await photo('Teh Tarik')
    const without = ChatPreviewAnswerSchema.parse(await marketingAnswer(ctx, OWNER, 'a post for our weekend nasi lemak promotion', 'en'))
    expect(without.preview.message).toContain('You have no product photo of Nasi Lemak Ayam yet')
    await photo('Nasi Lemak')
    const withPhoto = ChatPreviewAnswerSchema.parse(await marketingAnswer(ctx, OWNER, 'a post for our weekend nasi lemak promotion', 'en'))
    expect(withPhoto.preview.message).not.toContain('no product photo')
  })

  it('lists the blank profile answers an image needs, by field, and words them in Malay', async () => {
    const preview = ChatPreviewAnswerSchema.parse(await marketingAnswer(await owner(false, false), OWNER, 'buat poster untuk sarapan pagi', 'ms'))
    expect(preview.preview.requirements_check?.missing_items).toEqual(['industry', 'main_products', 'target_segments', 'languages_used'])
    expect(preview.preview.generation_ready).toBe(false)
    expect(preview.preview.message).toMatch(/^Saya akan menghasilkan imej ini: /)
    expect(preview.preview.message).toContain('jawab Industri, Produk utama, Segmen sasaran dan Bahasa yang digunakan dalam Profil Syarikat')
    expect(preview.preview.message).not.toMatch(/\d/)
  })
})

describe('prompt advice', () => {
  it('describes a concrete image: the dish asked for, the setting, the mood, the headline, the offer, the brand', async () => {
    const advice = PromptAdviceResponseSchema.parse(await promptAdvice(await owner(), OWNER, { user_input: 'a Raya poster for our nasi lemak, promo 20% off' }))
    expect(advice.success).toBe(true)
    const prompt = advice.suggested_prompt ?? ''
    expect(prompt).toContain('Nasi Lemak Ayam')
    expect(prompt).toContain('kopitiam table')
    expect(prompt).toContain('ketupat')
    expect(prompt).toContain('Headline text in English: "Nasi Lemak Ayam — 20%"')
    expect(prompt).toContain('Show the offer 20%')
    expect(prompt).toContain('logo')
  })

  it('features the best seller when no dish is named, and writes a Malay request’s headline in Malay', async () => {
    const advice = await promptAdvice(await owner(), OWNER, { user_input: 'buat gambar untuk promosi sarapan "Jom Sarapan"' })
    expect(advice.suggested_prompt).toContain('Teh Tarik')
    expect(advice.suggested_prompt).toContain('Teks tajuk dalam Bahasa Melayu: "Jom Sarapan"')
    expect(advice.suggested_prompt).toContain('cahaya pagi')
    expect(advice.message).toMatch(/^Cadangan penerangan/)
  })

  it('refuses a blank request, and keeps the description bounded', async () => {
    const ctx = await owner()
    expect(await promptAdvice(ctx, OWNER, { user_input: '   ' })).toMatchObject({ success: false, suggested_prompt: null })
    expect((await promptAdvice(ctx, OWNER, { user_input: '   ' })).message).not.toBe('')
    const long = await promptAdvice(ctx, OWNER, { user_input: `poster "${'Sedap '.repeat(40)}" ${'with extra details '.repeat(200)}` })
    expect(long.success).toBe(true)
    expect(long.suggested_prompt!.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS)
    expect(setPrice([3.5, 2.2])).toBe(5.1)
  })
})
