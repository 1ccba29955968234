/**
 * The composer's few fixed words in the three languages owners write in. They are drawn into the
 * image in the prompt's language (not the interface's), so they live beside the composer rather
 * than in the UI's message catalogue.
 */
import type { OccasionKey } from '../../occasions'
import type { Phrase } from '../../phrase'

/** The occasions an image greets (../../occasions.ts), the more specific first: Hari Raya Haji before Hari Raya, Chinese New Year before New Year. */
export const GREETED: readonly OccasionKey[] = [
  'hari-raya-haji', 'hari-raya-aidilfitri', 'ramadan', 'chinese-new-year', 'deepavali', 'merdeka', 'malaysia-day', 'christmas',
  'mid-autumn', 'mothers-day', 'fathers-day', 'valentines-day', 'new-year', 'weekend',
]

export const OFFER_WORDS: Phrase<{ percentOff: (n: string) => string; price: (p: string) => string; buyOneFreeOne: string }> = {
  en: { percentOff: (n) => `${n}% OFF`, price: (p) => `Only ${p}`, buyOneFreeOne: 'BUY 1 FREE 1' },
  ms: { percentOff: (n) => `DISKAUN ${n}%`, price: (p) => `Hanya ${p}`, buyOneFreeOne: 'BELI 1 PERCUMA 1' },
  zh: { percentOff: (n) => `${n}% 折扣`, price: (p) => `只需 ${p}`, buyOneFreeOne: '买一送一' },
}

/** Calls to action; the request picks one. */
export const CALLS_TO_ACTION: Phrase<readonly string[]> = {
  en: ['Order now', 'Visit us today', 'Available now'],
  ms: ['Pesan sekarang', 'Jom singgah hari ini', 'Kini tersedia'],
  zh: ['立即订购', '欢迎光临', '现已推出'],
}

/** Words that tell Malay from English in a prompt without Chinese characters. */
export const MALAY_WORDS = new Set(
  'untuk dengan kami yang dan sempena jualan diskaun percuma beli promosi baru sedap minggu ini hanya sahaja harga kedai makan minum buat tolong gambar semua pelanggan istimewa bulan tahun cuba jom pesan juga atau pada dari kita anda sangat lagi ada'.split(' '),
)
export const ENGLISH_WORDS = new Set(
  'the for our with and off new this all only week special post image create make customers free buy get of to a an on in is are at your we you try best order today now promo promotion sale'.split(' '),
)
