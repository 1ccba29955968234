import { describe, expect, it } from 'vitest'
import { mentionsHalal, withoutHalal } from '../../halal'
import { requestLanguage } from './prompt-advice'
import { asksForOffer, isImageRequest, namedOccasion, presetFor, quotedHeadline, statedOffer } from './request'

describe('isImageRequest', () => {
  it.each([
    'make a poster for our Raya promo',
    'Create an Instagram post about teh tarik',
    'design a banner for the new outlet',
    'buat poster untuk menu baru',
    'gambar untuk promosi',
    'Buatkan posternya untuk sarapan',
    'generate a TikTok reel cover',
    'Instagram post for Deepavali',
    'can you draw a flyer',
    'Make a Facebook cover for our new cafe opening',
    'a story for our weekend nasi lemak promotion',
    'buat banner untuk pembukaan kedai baru',
    'iklan untuk set sarapan',
    '帮我做一个脸书封面，新店开张',
    'an ad for our new kopi',
  ])('reads "%s" as asking for an image', (text) => {
    expect(isImageRequest(text)).toBe(true)
  })

  it.each([
    'give me campaign ideas for December',
    'idea promosi untuk cuti sekolah',
    'ideas for Instagram posts this month',
    'how were sales last week',
    'what should we post about?',
    'postpone the promotion to next week',
  ])('reads "%s" as asking for ideas, not an image', (text) => {
    expect(isImageRequest(text)).toBe(false)
  })
})

describe('the size a request names', () => {
  it.each([
    ['Make a Facebook cover for our new cafe opening', 'facebook-cover'],
    ['fb banner for raya', 'facebook-cover'],
    ['cover photo for the page', 'facebook-cover'],
    ['a TikTok for our teh tarik', 'tiktok'],
    ['an Instagram story about breakfast', 'tiktok'],
    ['buat reels untuk menu baru', 'tiktok'],
    ['抖音宣传图', 'tiktok'],
    ['LinkedIn post announcing our second outlet', 'linkedin-post'],
    ['Create an Instagram post about teh tarik', 'instagram-square'],
    ['make a poster for our Raya promo', null],
  ])('%s: %s', (text, preset) => {
    expect(presetFor(text)).toBe(preset)
  })
})

describe('halal', () => {
  it('notices a request for a halal mark or claim, in English and Malay', () => {
    for (const text of ['add halal logo', 'tulis halal', 'put the JAKIM logo on it', 'Halal-certified badge please', 'logo halalnya']) expect(mentionsHalal(text), text).toBe(true)
    for (const text of ['make a poster', 'halwa special for Deepavali', 'buat gambar nasi lemak']) expect(mentionsHalal(text), text).toBe(false)
  })

  it('takes halal claims out of profile text and keeps the rest readable', () => {
    expect(withoutHalal('Food & beverage: halal café chain')).toBe('Food & beverage: café chain')
    expect(withoutHalal('Halal-certified café chain: kopitiam classics')).toBe('café chain: kopitiam classics')
    expect(withoutHalal('JAKIM halal-certified kopitiam, dine-in and takeaway')).toBe('kopitiam, dine-in and takeaway')
    expect(withoutHalal('Restoran bersijil halal')).toBe('Restoran')
    expect(withoutHalal('All outlets are Muslim-friendly')).toBe('All outlets are')
    expect(withoutHalal('Halal')).toBe('')
    expect(withoutHalal('Teh Tarik')).toBe('Teh Tarik')
  })
})

describe('reading a request', () => {
  it('finds an offer, an amount the owner wrote, a festive occasion and a quoted headline', () => {
    expect(asksForOffer('poster with a 20% discount')).toBe(true)
    expect(asksForOffer('gambar nasi lemak')).toBe(false)
    expect(statedOffer('promo set at RM 9.90 only')).toBe('RM 9.90')
    expect(statedOffer('diskaun 15% untuk pelajar')).toBe('15%')
    expect(statedOffer('a promo poster')).toBeNull()
    expect(namedOccasion('poster Raya Haji')).toBe('hari-raya-haji')
    expect(namedOccasion('poster hari raya')).toBe('hari-raya-aidilfitri')
    expect(namedOccasion('CNY set')).toBe('chinese-new-year')
    expect(namedOccasion('cuti sekolah promo')).toBe('school-holidays')
    expect(namedOccasion('breakfast poster')).toBeNull()
    expect(quotedHeadline('a poster saying "Jom Sarapan!"')).toBe('Jom Sarapan!')
    expect(quotedHeadline("Kopi's poster with 'Weekday Deal' on it")).toBe('Weekday Deal')
    expect(quotedHeadline("Kopi's poster for Teh's fans")).toBeNull()
  })

  it('tells a Malay request from an English one', () => {
    expect(requestLanguage('buat poster untuk sarapan pagi')).toBe('ms')
    expect(requestLanguage('make a poster for our breakfast set')).toBe('en')
    expect(requestLanguage('poster nasi lemak')).toBe('en')
    expect(requestLanguage('poster nasi lemak', 'ms')).toBe('ms')
    expect(requestLanguage('make a poster for our breakfast set', 'ms')).toBe('en')
  })
})
