/**
 * The composer's few fixed words in the three languages owners write in. They are drawn into the
 * image in the prompt's language (not the interface's), so they live beside the composer rather
 * than in the UI's message catalogue.
 */
export type CopyLanguage = 'en' | 'ms' | 'zh'

export interface Occasion {
  /** What an owner may write for it, in any of the three languages. */
  pattern: RegExp
  greeting: Record<CopyLanguage, string>
}

// Order matters: the more specific first (Hari Raya Haji before Hari Raya, Chinese New Year before New Year).
export const OCCASIONS: readonly Occasion[] = [
  { pattern: /hari\s*raya\s*(haji|korban|aidiladha)|aidiladha|eid\s*al[- ]?adha|哈芝节/i, greeting: { en: 'Selamat Hari Raya Haji', ms: 'Salam Aidiladha', zh: '哈芝节快乐' } },
  { pattern: /hari\s*raya|aidilfitri|lebaran|\beid\b|开斋节|開齋節/i, greeting: { en: 'Selamat Hari Raya', ms: 'Selamat Hari Raya Aidilfitri', zh: '开斋节快乐' } },
  { pattern: /ramadh?an|buka\s*puasa|\bpuasa\b|iftar|斋月|齋月/i, greeting: { en: 'Ramadan Kareem', ms: 'Salam Ramadan', zh: '斋月快乐' } },
  { pattern: /\bcny\b|chinese\s*new\s*year|lunar\s*new\s*year|tahun\s*baru\s*cina|gong\s*xi|农历新年|農曆新年|春节|春節|新春/i, greeting: { en: 'Happy Chinese New Year', ms: 'Selamat Tahun Baru Cina', zh: '新年快乐' } },
  { pattern: /deepavali|diwali|屠妖节|屠妖節|排灯节/i, greeting: { en: 'Happy Deepavali', ms: 'Selamat Hari Deepavali', zh: '屠妖节快乐' } },
  { pattern: /merdeka|hari\s*kebangsaan|national\s*day|国庆|國慶|独立日/i, greeting: { en: 'Happy Merdeka', ms: 'Selamat Hari Merdeka', zh: '国庆日快乐' } },
  { pattern: /malaysia\s*day|hari\s*malaysia|马来西亚日/i, greeting: { en: 'Happy Malaysia Day', ms: 'Selamat Hari Malaysia', zh: '马来西亚日快乐' } },
  { pattern: /christmas|x'?mas|krismas|圣诞|聖誕/i, greeting: { en: 'Merry Christmas', ms: 'Selamat Hari Krismas', zh: '圣诞快乐' } },
  { pattern: /mid[- ]?autumn|mooncake|kuih\s*bulan|中秋|月饼|月餅/i, greeting: { en: 'Happy Mid-Autumn Festival', ms: 'Selamat Pesta Kuih Bulan', zh: '中秋节快乐' } },
  { pattern: /mother'?s\s*day|hari\s*ibu|母亲节|母親節/i, greeting: { en: "Happy Mother's Day", ms: 'Selamat Hari Ibu', zh: '母亲节快乐' } },
  { pattern: /father'?s\s*day|hari\s*bapa|父亲节|父親節/i, greeting: { en: "Happy Father's Day", ms: 'Selamat Hari Bapa', zh: '父亲节快乐' } },
  { pattern: /valentine|hari\s*kekasih|情人节|情人節/i, greeting: { en: "Happy Valentine's Day", ms: 'Selamat Hari Kekasih', zh: '情人节快乐' } },
  { pattern: /new\s*year|tahun\s*baru|元旦|新年/i, greeting: { en: 'Happy New Year', ms: 'Selamat Tahun Baru', zh: '新年快乐' } },
  { pattern: /weekend|hujung\s*minggu|周末|週末/i, greeting: { en: 'Weekend Special', ms: 'Istimewa Hujung Minggu', zh: '周末特惠' } },
]

export const OFFER_WORDS: Record<CopyLanguage, { percentOff: (n: string) => string; price: (p: string) => string; buyOneFreeOne: string }> = {
  en: { percentOff: (n) => `${n}% OFF`, price: (p) => `Only ${p}`, buyOneFreeOne: 'BUY 1 FREE 1' },
  ms: { percentOff: (n) => `DISKAUN ${n}%`, price: (p) => `Hanya ${p}`, buyOneFreeOne: 'BELI 1 PERCUMA 1' },
  zh: { percentOff: (n) => `${n}% 折扣`, price: (p) => `只需 ${p}`, buyOneFreeOne: '买一送一' },
}

/** Calls to action; the request picks one. */
export const CALLS_TO_ACTION: Record<CopyLanguage, readonly string[]> = {
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
