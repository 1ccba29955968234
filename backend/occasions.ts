/**
 * The occasions Selera knows, each in one entry: its words (what finds it in an owner's text, in
 * English, Malay or Chinese) and its greeting (an image headline's), and for a festive period of
 * the calendar also its name, the campaign angle owners in Malaysia usually run then, the mood of
 * an image for it, and the insight's advice. The calendar's dates are computed apart
 * (./analytics/festive-calendar.ts); a new occasion is added here, and a missing language does not
 * compile (./phrase.ts).
 */
import type { Phrase } from './phrase'

/** The festive periods of the calendar, in the order a request's words are tried (./assistant/marketing/request.ts). */
export const FESTIVE_KEYS = ['chinese-new-year', 'ramadan', 'hari-raya-aidilfitri', 'hari-raya-haji', 'deepavali', 'merdeka', 'malaysia-day', 'christmas', 'school-holidays'] as const
export type FestiveKey = (typeof FESTIVE_KEYS)[number]

/** Occasions the calendar does not date, that an image greets all the same. */
export const UNDATED_KEYS = ['mid-autumn', 'mothers-day', 'fathers-day', 'valentines-day', 'new-year', 'weekend'] as const
export type OccasionKey = FestiveKey | (typeof UNDATED_KEYS)[number]

export interface Occasion {
  /** Its words in English, Malay or Chinese (the Chinese without \b, which only marks Latin words). */
  words: RegExp
  /** The headline an image for it opens with; null for an occasion no one greets. */
  greeting: Phrase | null
}

export interface FestiveOccasion extends Occasion {
  /** Its name; Chinese as Malaysian Chinese write it. */
  name: Phrase
  /** A campaign angle: what owners in Malaysia usually run then. */
  angle: Phrase
  /** The mood of an image for it. */
  mood: Phrase
  /** The insight's advice and its one action, in English as the insights are written. */
  advice: string
  action: string
}

export const FESTIVE_OCCASIONS: { readonly [key in FestiveKey]: FestiveOccasion } = {
  'chinese-new-year': {
    name: { en: 'Chinese New Year', ms: 'Tahun Baru Cina', zh: '农历新年' },
    words: /\bcny\b|chinese\s*new\s*year|lunar\s*new\s*year|tahun\s*baru\s*cina|gong\s*xi|农历新年|農曆新年|华人新年|春节|春節|新春/i,
    greeting: { en: 'Happy Chinese New Year', ms: 'Selamat Tahun Baru Cina', zh: '新年快乐' },
    angle: { en: 'a reunion or gift set to pre-order, with your CNY opening days announced early', ms: 'set perjumpaan atau set hadiah untuk pra-tempahan, dengan hari buka sepanjang Tahun Baru Cina diumumkan awal', zh: '可预订的团圆饭套餐或新年礼盒，并提早公布农历新年期间的营业日期' },
    mood: { en: 'festive red and gold, mandarin oranges and lanterns', ms: 'merah dan emas meriah, limau mandarin dan tanglung', zh: '喜气洋洋的红色与金色，配上柑橘和灯笼' },
    advice: 'set your opening days early and offer a CNY set or gift pack',
    action: 'Plan CNY opening days and a festive set',
  },
  ramadan: {
    name: { en: 'Ramadan', ms: 'Ramadan', zh: '斋戒月' },
    words: /ramadh?an|buka\s*puasa|\bpuasa\b|iftar|斋戒月|斋月|齋月|开斋饭|开斋餐/i,
    greeting: { en: 'Ramadan Kareem', ms: 'Salam Ramadan', zh: '斋月快乐' },
    angle: { en: 'buka puasa takeaway sets ready to collect before sunset, and late opening hours', ms: 'set bungkus untuk berbuka puasa yang siap diambil sebelum maghrib, dan waktu buka yang lebih lewat', zh: '日落前即可取餐的开斋外带套餐，并延长夜间营业时间' },
    mood: { en: 'warm dusk light before buka puasa, dates and pelita lamps', ms: 'cahaya senja yang hangat sebelum berbuka, kurma dan pelita', zh: '开斋前温暖的黄昏光线，配上椰枣和传统油灯' },
    advice: 'daytime dine-in usually dips: offer buka puasa takeaway sets and stay open into the evening',
    action: 'Prepare buka puasa takeaway sets',
  },
  'hari-raya-aidilfitri': {
    name: { en: 'Hari Raya Aidilfitri', ms: 'Hari Raya Aidilfitri', zh: '开斋节' },
    words: /hari\s*raya|\braya\b|aidilfitri|lebaran|\beid\b|开斋节|開齋節/i,
    greeting: { en: 'Selamat Hari Raya', ms: 'Selamat Hari Raya Aidilfitri', zh: '开斋节快乐' },
    angle: { en: 'a Raya promotion for customers who stay in town, and hampers or open-house catering to pre-order', ms: 'promosi Raya untuk pelanggan yang tidak balik kampung, dan hamper atau katering rumah terbuka untuk ditempah awal', zh: '为留在城里过节的顾客而设的开斋节优惠，以及可提早预订的礼篮或开放门户到会服务' },
    mood: { en: 'festive green and gold, ketupat and pelita lamps', ms: 'hijau dan emas meriah, ketupat dan pelita', zh: '喜庆的绿色与金色，配上马来粽（ketupat）和传统油灯' },
    advice: 'many customers and staff balik kampung: plan staff leave early and a Raya promotion for those who stay',
    action: 'Plan Raya staffing and a Raya promotion',
  },
  'hari-raya-haji': {
    name: { en: 'Hari Raya Haji', ms: 'Hari Raya Haji', zh: '哈芝节' },
    words: /\b(?:raya haji|korban)\b|hari\s*raya\s*(?:haji|korban|aidiladha)|aidiladha|eid\s*al[- ]?adha|哈芝节|宰牲节|古尔邦节/i,
    greeting: { en: 'Selamat Hari Raya Haji', ms: 'Salam Aidiladha', zh: '哈芝节快乐' },
    angle: { en: 'a family sharing set for the public holiday, with your opening hours announced', ms: 'set hidangan keluarga untuk cuti umum, dengan waktu buka diumumkan', zh: '公共假期的家庭分享套餐，并公布假期营业时间' },
    mood: { en: 'calm and warm, a family sharing a meal', ms: 'tenang dan mesra, keluarga berkongsi hidangan', zh: '平静温馨，一家人围桌共享一餐' },
    advice: 'plan the public holiday’s opening hours and staffing now',
    action: 'Plan Hari Raya Haji opening hours',
  },
  deepavali: {
    name: { en: 'Deepavali', ms: 'Deepavali', zh: '屠妖节' },
    words: /deepavali|diwali|屠妖节|屠妖節|排灯节/i,
    greeting: { en: 'Happy Deepavali', ms: 'Selamat Hari Deepavali', zh: '屠妖节快乐' },
    angle: { en: 'a Deepavali special and festive treats to share, with your holiday opening hours announced', ms: 'hidangan istimewa Deepavali dan juadah untuk dikongsi, dengan waktu buka cuti umum diumumkan', zh: '屠妖节特餐和适合分享的节庆小吃，并公布假期营业时间' },
    mood: { en: 'bright kolam patterns and glowing oil lamps', ms: 'corak kolam yang berwarna-warni dan pelita minyak yang bercahaya', zh: '色彩缤纷的kolam彩绘图案和点亮的油灯' },
    advice: 'run a Deepavali special and plan the public holiday’s staffing',
    action: 'Run a Deepavali special',
  },
  merdeka: {
    name: { en: 'Merdeka', ms: 'Hari Merdeka', zh: '国庆日' },
    words: /merdeka|hari\s*kebangsaan|\bindependence day\b|national\s*day|国庆|國慶|独立日/i,
    greeting: { en: 'Happy Merdeka', ms: 'Selamat Hari Merdeka', zh: '国庆日快乐' },
    angle: { en: 'a Merdeka special in Jalur Gemilang colours, a local favourite at a celebration price', ms: 'hidangan istimewa Merdeka berwarna Jalur Gemilang, kegemaran tempatan pada harga sambutan', zh: '以国旗色彩设计的国庆特餐，并以庆祝价推出一道本地人气美食' },
    mood: { en: 'Jalur Gemilang red, blue, yellow and white, proud and cheerful', ms: 'merah, biru, kuning dan putih Jalur Gemilang, bangga dan ceria', zh: '国旗的红、蓝、黄、白四色，自豪又欢乐' },
    advice: 'run a Merdeka promotion and plan the public holiday’s opening hours',
    action: 'Run a Merdeka promotion',
  },
  'malaysia-day': {
    name: { en: 'Malaysia Day', ms: 'Hari Malaysia', zh: '马来西亚日' },
    words: /malaysia\s*day|hari\s*malaysia|马来西亚日/i,
    greeting: { en: 'Happy Malaysia Day', ms: 'Selamat Hari Malaysia', zh: '马来西亚日快乐' },
    angle: { en: 'a Malaysia Day set of favourites from across the country', ms: 'set Hari Malaysia dengan hidangan kegemaran dari seluruh negara', zh: '汇集全国各地人气美食的马来西亚日套餐' },
    mood: { en: 'Jalur Gemilang colours, friends from every community at one table', ms: 'warna Jalur Gemilang, kawan-kawan dari setiap kaum di satu meja', zh: '国旗色彩，各族朋友同桌共聚' },
    advice: 'run a Malaysia Day promotion and plan the public holiday’s opening hours',
    action: 'Run a Malaysia Day promotion',
  },
  christmas: {
    name: { en: 'Christmas', ms: 'Krismas', zh: '圣诞节' },
    words: /christmas|x'?mas|krismas|圣诞|聖誕/i,
    greeting: { en: 'Merry Christmas', ms: 'Selamat Hari Krismas', zh: '圣诞快乐' },
    angle: { en: 'festive drinks, cakes and year-end gathering sets for offices and friends', ms: 'minuman dan kek sempena perayaan, serta set jamuan hujung tahun untuk pejabat dan kawan-kawan', zh: '节日饮品、蛋糕，以及适合公司和朋友年末聚会的套餐' },
    mood: { en: 'cosy red and green with warm fairy lights', ms: 'merah dan hijau yang selesa dengan lampu kelip-kelip', zh: '温馨的红绿色调，配上暖色串灯' },
    advice: 'offer festive drinks, cakes and year-end gathering sets',
    action: 'Launch festive drinks and party sets',
  },
  'school-holidays': {
    name: { en: 'The school holidays', ms: 'Cuti sekolah', zh: '学校假期' },
    words: /\b(?:school holidays?|cuti sekolah)\b|学校假期|学校假|学假/i,
    // A season, not a celebration: an image for it has no greeting.
    greeting: null,
    angle: { en: 'a family or student set for the weekdays when children are home', ms: 'set keluarga atau pelajar untuk hari bekerja ketika anak-anak bercuti', zh: '专为孩子放假在家的平日而设的家庭或学生套餐' },
    mood: { en: 'cheerful and family-friendly, playful colours', ms: 'ceria dan mesra keluarga, warna-warna yang riang', zh: '欢乐、适合一家大小，色彩活泼' },
    advice: 'weekday traffic shifts as families travel and students stay home: try a family or student set',
    action: 'Run a school-holiday family set',
  },
}

export const OCCASIONS: { readonly [key in OccasionKey]: Occasion } = {
  ...FESTIVE_OCCASIONS,
  'mid-autumn': { words: /mid[- ]?autumn|mooncake|kuih\s*bulan|中秋|月饼|月餅/i, greeting: { en: 'Happy Mid-Autumn Festival', ms: 'Selamat Pesta Kuih Bulan', zh: '中秋节快乐' } },
  'mothers-day': { words: /mother'?s\s*day|hari\s*ibu|母亲节|母親節/i, greeting: { en: "Happy Mother's Day", ms: 'Selamat Hari Ibu', zh: '母亲节快乐' } },
  'fathers-day': { words: /father'?s\s*day|hari\s*bapa|父亲节|父親節/i, greeting: { en: "Happy Father's Day", ms: 'Selamat Hari Bapa', zh: '父亲节快乐' } },
  'valentines-day': { words: /valentine|hari\s*kekasih|情人节|情人節/i, greeting: { en: "Happy Valentine's Day", ms: 'Selamat Hari Kekasih', zh: '情人节快乐' } },
  'new-year': { words: /new\s*year|tahun\s*baru|元旦|新年/i, greeting: { en: 'Happy New Year', ms: 'Selamat Tahun Baru', zh: '新年快乐' } },
  weekend: { words: /weekend|hujung\s*minggu|周末|週末/i, greeting: { en: 'Weekend Special', ms: 'Istimewa Hujung Minggu', zh: '周末特惠' } },
}
