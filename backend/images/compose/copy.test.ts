import { describe, expect, it } from 'vitest'
import type { ComposerImage } from '../types'
import { detectLanguage, offerOf, phraseOf, writeCopy } from './copy'
import { mentionsHalal, withoutHalal } from '../../halal'

function product(name: string): ComposerImage {
  return { name, bytes: new Uint8Array(), content_type: 'image/png', width: 10, height: 10 }
}

const brand = { business_name: 'Kopi Kita Café', tagline: null, primary_color: null, best_seller: 'Nasi Lemak Special' }

describe('the words on the image', () => {
  it.each([
    ['Create a post for our weekend promo', 'en'],
    ['Buat poster untuk promosi hujung minggu kami', 'ms'],
    ['20% off nasi lemak and teh tarik this week', 'en'],
    ['Jom cuba nasi lemak baru kami, sedap dan murah', 'ms'],
    ['帮我做一张新年海报', 'zh'],
  ] as const)('reads the language of %j as %s', (prompt, language) => {
    expect(detectLanguage(prompt)).toBe(language)
  })

  it.each([
    ['20% off all drinks', 'en', '20% OFF'],
    ['diskaun 15 peratus untuk semua', 'ms', 'DISKAUN 15%'],
    ['Buy 1 get 1 free on Fridays', 'en', 'BUY 1 FREE 1'],
    ['beli 1 percuma 1 setiap Jumaat', 'ms', 'BELI 1 PERCUMA 1'],
    ['全场8折，买一送一', 'zh', '8折 · 买一送一'],
    ['Nasi lemak now RM 5.90, 10% off', 'en', '10% OFF · Only RM5.90'],
    ['Kopi peng only RM3', 'en', 'Only RM3'],
    ['Hanya RM12.50 untuk set keluarga', 'ms', 'Hanya RM12.50'],
    ['A nice photo of our shop', 'en', null],
  ] as const)('finds the offer in %j', (prompt, language, offer) => {
    expect(offerOf(prompt, language)).toBe(offer)
  })

  it.each([
    ['Instagram post for Hari Raya, 20% off', 'Selamat Hari Raya'],
    ['Poster Hari Raya Aidilfitri untuk kedai kami', 'Selamat Hari Raya Aidilfitri'],
    ['CNY promo for our regulars', 'Happy Chinese New Year'],
    ['农历新年特惠海报', '新年快乐'],
    ['Deepavali sweets for everyone', 'Happy Deepavali'],
    ['Merdeka sale: RM10 set lunch', 'Happy Merdeka'],
    ['Christmas dinner set', 'Merry Christmas'],
    ['Ramadan buffet, buka puasa with us', 'Ramadan Kareem'],
    ['Hari Raya Haji special', 'Selamat Hari Raya Haji'],
  ])('greets the occasion in %j', (prompt, headline) => {
    expect(writeCopy({ prompt, request_id: 'r', brand, products: [] }).headline).toBe(headline)
  })

  it('features the product the prompt names, with its photo as the hero', () => {
    const copy = writeCopy({ prompt: 'Hari Raya post for our kopi peng', request_id: 'r', brand, products: [product('nasi-lemak-special.png'), product('Kopi Peng')] })
    expect(copy).toMatchObject({ headline: 'Selamat Hari Raya', subline: 'Kopi Peng', hero: 1 })
  })

  it('features the best seller, and its photo, when the prompt names no product', () => {
    const copy = writeCopy({ prompt: 'Hari Raya post', request_id: 'r', brand, products: [product('Kopi Peng'), product('nasi-lemak-special.png')] })
    expect(copy).toMatchObject({ subline: 'Nasi Lemak Special', hero: 1 })
  })

  it('takes a short headline from the owner’s own words', () => {
    expect(phraseOf('Create an Instagram post about our new iced latte, perfect for hot afternoons', 'en')).toBe('New iced latte')
    expect(phraseOf('Promote our new iced latte for busy mornings', 'en')).toBe('New iced latte for busy mornings')
    expect(phraseOf('Buat poster untuk menu sarapan baru kami. Mulai Isnin', 'ms')).toBe('Menu sarapan baru kami')
    expect(phraseOf('帮我做一张海报，我们的招牌椰浆饭配参巴辣椒酱、炸鸡', 'zh')).toBe('我们的招牌椰浆饭配参巴辣椒酱')
  })

  it('leaves out what the image is when the owner names only that: a cover, a post, a story', () => {
    expect(phraseOf('Facebook cover for our new Iced Gula Melaka Latte', 'en')).toBe('New Iced Gula Melaka Latte')
    expect(phraseOf('Post: we are hiring baristas in Bangsar', 'en')).toBe('We are hiring baristas in Bangsar')
    expect(phraseOf('An Instagram story about weekend breakfast sets', 'en')).toBe('Weekend breakfast sets')
    expect(phraseOf('Make a TikTok video promoting teh tarik', 'en')).toBe('Teh tarik')
  })

  it('does not repeat the business name as the headline: the image carries it already', () => {
    const copy = writeCopy({ prompt: 'Facebook cover for Kopi Kita, our new iced latte', request_id: 'r', brand: { ...brand, business_name: 'Kopi Kita' }, products: [product('Iced Latte')] })
    expect(copy.headline).toBe('Iced Latte')
  })

  it('names no camera file as a product', () => {
    const copy = writeCopy({ prompt: 'Fresh today', request_id: 'r', brand: { ...brand, best_seller: null }, products: [product('IMG_2031.jpg')] })
    expect(copy.subline).toBeNull()
    expect(copy.hero).toBe(0)
  })

  it('lets the request id choose the call to action and, without a clue, the photo', () => {
    const products = [product('Kopi Peng'), product('Teh Tarik'), product('Roti Bakar')]
    const choices = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => JSON.stringify(writeCopy({ prompt: 'Fresh today', request_id: id, brand: { ...brand, best_seller: null }, products }))))
    expect(choices.size).toBeGreaterThan(1)
    expect(writeCopy({ prompt: 'Fresh today', request_id: 'a', brand, products })).toEqual(writeCopy({ prompt: 'Fresh today', request_id: 'a', brand, products }))
  })
})

describe('no halal wording', () => {
  it.each([
    ['Halal Kopi House', 'Kopi House'],
    ['100% HALAL nasi lemak', 'nasi lemak'],
    ['Nasi Lemak (Halal)', 'Nasi Lemak'],
    ['Sijil Halal JAKIM', ''],
    ['H.A.L.A.L chicken', 'chicken'],
    ['Ayam goreng halalan toyyiban', 'Ayam goreng'],
    ['清真认证 鸡饭', '鸡饭'],
    ['مطعم حلال', 'مطعم'],
    ['Kopi | Halal | Roti', 'Kopi | Roti'],
  ])('takes it out of %j', (text, expected) => {
    expect(withoutHalal(text)).toBe(expected)
    expect(mentionsHalal(withoutHalal(text))).toBe(false)
  })

  it.each(['Shall we all eat', 'Khalal Street', 'Main course', 'Michael Allah'])('leaves %j alone', (text) => {
    expect(withoutHalal(text)).toBe(text)
  })
})

describe('the product the prompt names', () => {
  const photos = [product('Teh Tarik'), product('Nasi Lemak Ayam Goreng'), product('Roti Bakar Kaya Butter')]
  const input = (prompt: string, items?: string[]) => ({ prompt, request_id: 'img_1', brand: { ...brand, best_seller: 'Teh Tarik', ...(items ? { items } : {}) }, products: photos })

  it('shows the photo of the product named by its first words, not the best seller', () => {
    const copy = writeCopy(input('Weekend special: nasi lemak promotion'))
    expect(copy.hero).toBe(1)
    expect([copy.headline, copy.subline]).toContain('Nasi Lemak Ayam Goreng')
  })

  it('names an item with no photo of it, and shows no other dish’s photo', () => {
    const copy = writeCopy({ ...input('Weekend mee goreng promotion', ['Mee Goreng Mamak', 'Teh Tarik']) })
    expect(copy.hero).toBeNull()
    expect([copy.headline, copy.subline]).toContain('Mee Goreng Mamak')
  })

  it('keeps the best seller’s photo when the prompt names no product', () => {
    expect(writeCopy(input('A post for our weekend', ['Mee Goreng Mamak'])).hero).toBe(0)
  })
})
