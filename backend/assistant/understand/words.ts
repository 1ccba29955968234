/**
 * The word tables the understanding reads, in English and Malay. A word in a table is known: it is
 * never typo-corrected and never taken for an item or outlet name. The content words (periods,
 * topics, measures, months) are also the targets of typo matching (./typos.ts); function words
 * are only known, so "what" never becomes "that".
 */

import { WordsByLength } from './typos'

/** Spellings and short forms people type, mapped to the word the patterns read (several words allowed). */
export const SHORT_FORMS: Readonly<Record<string, string>> = {
  // periods
  harini: 'hari ini', arini: 'hari ini', hariini: 'hari ini', hr: 'hari', tdy: 'today', tday: 'today',
  yday: 'yesterday', ystd: 'yesterday', ystdy: 'yesterday', smlm: 'semalam', mlm: 'malam',
  mggu: 'minggu', mgu: 'minggu', mngu: 'minggu', mingu: 'minggu', wk: 'week', wks: 'weeks',
  mth: 'month', mnth: 'month', mths: 'months', mnths: 'months', bln: 'bulan', bulanan: 'bulan',
  yr: 'year', yrs: 'years', thn: 'tahun', ytd: 'this year', mtd: 'this month', wtd: 'this week',
  lst: 'last', las: 'last', prev: 'previous', yest: 'yesterday', wknd: 'weekend', wkend: 'weekend', wknds: 'weekends', wkends: 'weekends',
  wkday: 'weekday', wkdays: 'weekdays', hri: 'hari', hjg: 'hujung', sblm: 'sebelum',
  pulak: 'pula', lalu: 'lepas', lps: 'lepas', lpas: 'lepas', ni: 'ini', nie: 'ini', nih: 'ini', tu: 'itu', tuh: 'itu',
  thru: 'to', til: 'till', smpai: 'sampai', sampailah: 'sampai', hb: 'haribulan',
  // comparisons and follow-ups
  versus: 'vs', v: 'vs', bandingkan: 'banding', berbanding: 'banding', perbandingan: 'banding',
  compared: 'compare', comparing: 'compare', comparison: 'compare', kalo: 'kalau', klu: 'kalau', klau: 'kalau',
  wbt: 'what about', hbu: 'how about', mcm: 'macam', camne: 'macam mana', cmne: 'macam mana', macamana: 'macam mana',
  // small talk
  tq: 'thanks', tqvm: 'thanks', tqsm: 'thanks', thx: 'thanks', thnx: 'thanks', thanx: 'thanks', ty: 'thanks',
  tenkiu: 'thanks', trima: 'terima', hai: 'hi', helo: 'hello', hallo: 'hello', hye: 'hi', hey: 'hi',
  slm: 'salam', aslm: 'salam', assalamualaikum: 'salam', assalammualaikum: 'salam', asalamualaikum: 'salam',
  assalamu: 'salam', alaikum: 'salam',
  // measures and topics
  rev: 'revenue', cust: 'customer', custs: 'customers', customer: 'customer', plg: 'pelanggan',
  txn: 'transaction', txns: 'transactions', trx: 'transaction', avg: 'average', ave: 'average',
  receipts: 'receipt', orders: 'order', transactions: 'transaction', bills: 'bill', bil: 'bill',
  ewallet: 'ewallet', tng: 'touchngo', touchngo: 'touchngo', duitnow: 'duitnow', grabfood: 'grabfood',
  foodpanda: 'foodpanda', shopeefood: 'shopeefood', tapau: 'takeaway', bungkus: 'takeaway', takeaway: 'takeaway',
  cawangan2: 'cawangan',
  sellers: 'seller', items: 'item', dishes: 'dish', products: 'product', hours: 'hour', jam: 'jam',
  dtg: 'datang', brp: 'berapa', berape: 'berapa', brapa: 'berapa', nk: 'nak', sy: 'saya', sye: 'saya', x: 'tak', tk: 'tak',
  tidak: 'tak', tdk: 'tak', sdh: 'dah', sudah: 'dah', da: 'dah', u: 'you', ur: 'your', r: 'are', pls: 'please',
  sbb: 'sebab', byr: 'bayar', tiap: 'setiap', blh: 'boleh', bleh: 'boleh', byk: 'banyak', bnyk: 'banyak', pkl: 'pukul', org: 'orang', dgn: 'dengan',
  utk: 'untuk', kt: 'kat', dlm: 'dalam', pd: 'pada', jmlh: 'jumlah', cwgn: 'cawangan', ptg: 'petang', pgi: 'pagi',
  plz: 'please', wat: 'what', wht: 'what', hw: 'how', abt: 'about', whats: 'what is', hows: 'how is',
}

/** Hyphenated words that are one word to the patterns ("dine-in", "e-wallet"); others are split. */
export const JOINED_FORMS: Readonly<Record<string, string>> = {
  'dine-in': 'dinein', 'e-wallet': 'ewallet', 'take-away': 'takeaway', 'walk-in': 'walkin',
  'best-seller': 'bestseller', 'best-sellers': 'bestseller', 'best-selling': 'bestseller',
  'slow-moving': 'slow moving', 'touch-n-go': 'touchngo', 'e-payment': 'ewallet',
  'first-time': 'first time', 'tiap-tiap': 'setiap', 'hari-hari': 'setiap hari',
}

export interface MonthWord {
  word: string
  month: number
}

const MONTH_NAMES: ReadonlyArray<readonly [number, readonly string[], readonly string[]]> = [
  [1, ['january', 'jan'], ['januari']],
  [2, ['february', 'feb'], ['februari']],
  [3, ['march', 'mar'], ['mac']],
  [4, ['april', 'apr'], ['april']],
  [5, ['may'], ['mei']],
  [6, ['june', 'jun'], ['jun']],
  [7, ['july', 'jul'], ['julai']],
  [8, ['august', 'aug'], ['ogos', 'ogo']],
  [9, ['september', 'sept', 'sep'], ['september']],
  [10, ['october', 'oct'], ['oktober', 'okt']],
  [11, ['november', 'nov'], ['november']],
  [12, ['december', 'dec'], ['disember', 'dis']],
]

/** Month word → 1–12. "may" and "dis" (Manglish "this") count only next to a day, a year or "in" (./text.ts). */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap(([month, english, malay]) => [...english, ...malay].map((word) => [word, month] as const)),
)
export const AMBIGUOUS_MONTHS: ReadonlySet<string> = new Set(['may', 'dis'])

/** Weekday names → 0 (Sunday) … 6 (Saturday), like `Date#getDay`. */
export const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  ahad: 0, isnin: 1, selasa: 2, rabu: 3, khamis: 4, jumaat: 5, sabtu: 6,
}
const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const WEEKDAYS_MS = ['ahad', 'isnin', 'selasa', 'rabu', 'khamis', 'jumaat', 'sabtu']

/** Small numbers written as words ("top three", "lima teratas", "last two weeks"). */
const NUMBER_WORDS_EN: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, ninety: 90,
}
const NUMBER_WORDS_MS: Readonly<Record<string, number>> = {
  satu: 1, dua: 2, tiga: 3, empat: 4, lima: 5, enam: 6, tujuh: 7, lapan: 8, sembilan: 9, sepuluh: 10,
}
export const NUMBER_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS_EN, ...NUMBER_WORDS_MS }

/** English words the patterns read (typo targets when 4 letters or more). */
const ENGLISH_CONTENT = [
  'today', 'yesterday', 'week', 'weeks', 'month', 'months', 'year', 'years', 'day', 'days', 'daily', 'fortnight',
  'last', 'past', 'previous', 'this', 'before', 'from', 'until', 'till', 'between', 'weekend', 'weekends',
  'weekday', 'weekdays', 'working',
  'sales', 'sale', 'revenue', 'income', 'earnings', 'earned', 'earn', 'turnover', 'takings', 'collection',
  'money', 'made', 'make', 'order', 'receipt', 'transaction', 'bill', 'ticket', 'tickets', 'customer',
  'customers', 'guest', 'guests', 'visitors', 'footfall', 'headcount', 'people', 'average', 'basket', 'spend',
  'compare', 'better', 'worse', 'growth', 'increase', 'decrease', 'drop', 'dropped', 'grew', 'performance',
  'business', 'doing', 'numbers', 'figures', 'summary', 'rm', 'invoice', 'perform', 'change', 'against',
  'best', 'worst', 'bestseller', 'seller', 'selling', 'sold', 'sell', 'sells', 'popular', 'least', 'most', 'bottom',
  'item', 'dish', 'product', 'moving',
  'peak', 'busiest', 'busy', 'rush', 'quiet', 'quietest', 'slowest', 'slow', 'hour', 'time',
  'outlet', 'outlets', 'branch', 'branches', 'store', 'stores', 'shop', 'shops', 'location', 'locations',
  'payment', 'payments', 'method', 'methods', 'cash', 'card', 'credit', 'debit', 'ewallet', 'touchngo', 'duitnow',
  'grabpay', 'paid',
  'channel', 'channels', 'delivery', 'grabfood', 'foodpanda', 'shopeefood', 'dinein', 'takeaway', 'walkin',
  'online', 'grab', 'platform',
  'returning', 'repeat', 'regular', 'regulars', 'loyal', 'again', 'back', 'stopped', 'lapsed', 'churn', 'lost',
  'inactive', 'coming',
  'advice', 'tips', 'suggest', 'suggestion', 'suggestions', 'recommend', 'recommendation', 'improve', 'boost',
  'should', 'ideas', 'idea', 'profit', 'profits', 'profitable', 'margin', 'margins', 'grow', 'focus', 'retention', 'retain',
  'retained', 'old', 'anymore', 'share', 'shares', 'percent', 'percentage', 'proportion', 'ratio', 'split', 'refund', 'refunds', 'refunded', 'refunding',
  'thanks', 'hello', 'morning', 'afternoon', 'evening', 'help',
]

/** Malay words the patterns read. */
const MALAY_CONTENT = [
  'hari', 'semalam', 'kelmarin', 'minggu', 'bulan', 'tahun', 'lepas', 'terakhir', 'kebelakangan', 'harian',
  'setiap', 'hujung', 'biasa', 'kerja', 'bekerja', 'sebelum', 'sebelumnya', 'hingga', 'sampai', 'antara',
  'haribulan',
  'jualan', 'jual', 'hasil', 'kutipan', 'pendapatan', 'pesanan', 'resit', 'transaksi', 'pelanggan', 'orang',
  'datang', 'purata', 'belanja', 'nilai', 'ramai', 'angka', 'ringkasan', 'beza', 'perbezaan', 'lawan', 'produk',
  'makanan', 'minuman', 'terbawah', 'duit', 'untung', 'keuntungan', 'laba',
  'banding', 'naik', 'turun', 'meningkat', 'menurun', 'prestasi', 'bisnes', 'perniagaan',
  'paling', 'laris', 'laku', 'terlaris', 'teratas', 'terbaik', 'kurang', 'popular', 'banyak', 'dijual', 'menu',
  'waktu', 'masa', 'pukul', 'puncak', 'sibuk', 'lengang', 'sunyi', 'lapang',
  'cawangan', 'kedai',
  'bayaran', 'pembayaran', 'bayar', 'tunai', 'kad', 'saluran', 'penghantaran',
  'tetap', 'setia', 'balik', 'semula', 'kembali', 'hilang',
  'patut', 'cadangan', 'nasihat', 'tingkatkan', 'naikkan', 'idea', 'perlu',
  'terima', 'kasih', 'salam', 'selamat', 'pagi', 'petang', 'malam', 'tengahari', 'tolong',
  'terjual', 'cawan', 'gelas', 'pinggan', 'biji', 'mangkuk', 'bungkus', 'tapau', 'makan', 'guna', 'fokus', 'kekal',
]

/** Function words: known, so never corrected or taken for a name, and counted for the language. */
const ENGLISH_FUNCTION = [
  'a', 'an', 'the', 'and', 'or', 'but', 'so', 'then', 'of', 'in', 'on', 'at', 'for', 'to', 'by', 'per', 'with',
  'about', 'how', 'what', 'which', 'who', 'when', 'where', 'why', 'is', 'are', 'was', 'were', 'be', 'been', 'do',
  'does', 'did', 'done', 'can', 'could', 'would', 'will', 'i', 'me', 'my', 'we', 'our', 'us', 'you', 'your', 'it',
  'its', 'they', 'them', 'their', 'there', 'here', 'that', 'these', 'those', 'much', 'many', 'more', 'less',
  'than', 'any', 'some', 'all', 'each', 'every', 'total', 'show', 'tell', 'give', 'get', 'got', 'see', 'know',
  'please', 'hi', 'hey', 'yo', 'ok', 'okay', 'thank', 'you', 'vs', 'up', 'down', 'go', 'went', 'one', 'ones',
  'not', 'no', 'yes', 'have', 'has', 'had', 'like', 'same', 'what', 'good', 'bad', 'well', 'new', 'just',
  'only', 'also', 'now', 'still', 'list', 'price', 'prices', 'cost', 'costs', 'say', 'says', 'said', 'our',
  'supplier', 'suppliers', 'document', 'documents', 'file', 'files', 'policy', 'procedure', 'recipe', 'sop',
  'salt', 'sugar', 'stock', 'staff', 'care', 'cart', 'hard', 'older', 'late', 'early', 'end', 'mid',
  'first', 'next', 'week', 'since', 'after', 'during', 'stop', 'come', 'came', 'coming', 'use', 'ask', 'top',
  'may', 'morning', 'night', 'lunch', 'dinner', 'breakfast', 'open', 'close', 'closing', 'opening', 'wallet',
  'didnt', 'dont', 'doesnt', 'isnt', 'wasnt', 'werent', 'havent', 'hasnt', 'cant', 'wont', 'im', 'ive', 'lets',
  'st', 'nd', 'rd', 'th', 'ago', 'current', 'via', 'from', 'between', 'among',
  'sundays', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays',
  // Someone else's business and the future (./topics.ts): read, so never reported as not understood.
  'across', 'road', 'street', 'door', 'opposite', 'nearby', 'competitor', 'competitors', 'competition', 'rival', 'rivals',
  'other', 'another', 'tomorrow', 'will', 'going', 'predict', 'prediction', 'projection', 'projected', 'forecast', 'quarter',
  // Words the topic patterns read (./topics.ts; vocabulary.test.ts holds the two lists together).
  'according', 'advise', 'always', 'aov', 'apart', 'appreciate', 'bestsellers', 'bought', 'brands', 'breakdown', 'brunch',
  'budget', 'businesses', 'buy', 'buyers', 'cafes', 'cards', 'check', 'cheers', 'churned', 'comes', 'concentrate', 'contract',
  'counting', 'date', 'dead', 'dine', 'discount', 'discounts', 'except', 'exclude', 'excluding', 'existing', 'far', 'fpx', 'head',
  'hourly', 'kopitiam', 'kopitiams', 'lowest', 'lunchtime', 'mamak', 'mamaks', 'manual', 'menus', 'minus', 'must', 'neighbouring',
  'neighboring', 'never', 'normally', 'number', 'once', 'ordered', 'panda', 'pax', 'pay', 'period', 'pieces', 'am', 'pm', 'qr',
  'quantity', 'recipes', 'recommendations', 'restaurant', 'restaurants', 'sops', 'spending', 'stall', 'stalls', 'start', 'steps',
  'strongest', 'supper', 'target', 'targets', 'things', 'times', 'twice', 'typically', 'unit', 'units', 'uploaded', 'usually',
  'value', 'visit', 'visited', 'visits', 'void', 'voided', 'voids', 'walk', 'weakest', 'without', 'work', 'size', 'longer', 'person', 'count', 'low', 'lowest', 'highest', 'high', 'here', 'type', 'mode', 'option',
]
const MALAY_FUNCTION = [
  'apa', 'berapa', 'mana', 'siapa', 'bila', 'kenapa', 'macam', 'bagaimana', 'ini', 'itu', 'yang', 'dan', 'atau',
  'dengan', 'untuk', 'dalam', 'pada', 'dari', 'daripada', 'ke', 'di', 'kat', 'saya', 'aku', 'kami', 'kita',
  'awak', 'anda', 'kau', 'dia', 'mereka', 'boleh', 'nak', 'mahu', 'hendak', 'ada', 'tak', 'dah', 'belum',
  'lagi', 'je', 'jer', 'saja', 'sahaja', 'lah', 'pun', 'kah', 'ke', 'buat', 'tunjuk', 'tunjukkan', 'bagi',
  'beri', 'berikan', 'senarai', 'jumlah', 'keseluruhan', 'semua', 'sikit', 'sedikit', 'mcm', 'kalau', 'jika',
  'habis', 'harga', 'pembekal', 'dokumen', 'fail', 'polisi', 'prosedur', 'resipi', 'kata', 'cakap', 'tentang',
  'pasal', 'mengenai', 'sebab', 'kerana', 'tapi', 'tetapi', 'juga', 'sekarang', 'baru', 'awal', 'akhir',
  'pertama', 'seterusnya', 'sejak', 'selepas', 'datang', 'lebih', 'elok', 'bagus', 'teruk', 'baik',
  'sebelah', 'seberang', 'pesaing', 'saingan', 'lain', 'esok', 'besok', 'lusa', 'depan', 'hadapan', 'akan', 'ramalan', 'jangkaan',
  'bajet', 'beli', 'biasanya', 'dapat', 'diskaun', 'gerai', 'harus', 'ikut', 'kamu', 'kecuali', 'kini', 'kontrak', 'kos',
  'kuantiti', 'lakukan', 'lama', 'lari', 'mengikut', 'menjual', 'potongan', 'pulang', 'pulangkan', 'restoran', 'sarapan',
  'sasaran', 'sehari', 'sejahtera', 'selain', 'selalu', 'selalunya', 'seminggu', 'setakat', 'sini', 'tambah', 'tanpa', 'tengah',
  'wang', 'pula', 'bilangan', 'tempoh', 'sama', 'rendah', 'tinggi', 'pernah', 'sehingga', 'kini', 'kaedah', 'cara', 'jenis',
  'sekali', 'peratus', 'peratusan', 'bahagian', 'nisbah', 'pemulangan', 'pulangan', 'refund',
]

export const MONTH_WORDS_EN = MONTH_NAMES.flatMap(([, english]) => english)
export const MONTH_WORDS_MS = MONTH_NAMES.flatMap(([, , malay]) => malay)

/**
 * Words both languages write the same (brands, "item", "vs", "cash"): known to both tables, so they
 * count for neither language ("jualan grabfood minggu lps" is Malay).
 */
const BOTH_LANGUAGES = ['item', 'vs', 'punya', 'cash', 'online', 'grab', 'grabfood', 'foodpanda', 'shopeefood', 'ewallet', 'touchngo', 'duitnow', 'grabpay']

export const ENGLISH: ReadonlySet<string> = new Set([...BOTH_LANGUAGES,...ENGLISH_CONTENT, ...ENGLISH_FUNCTION, ...MONTH_WORDS_EN, ...WEEKDAYS_EN,
  ...Object.keys(NUMBER_WORDS_EN)])
export const MALAY: ReadonlySet<string> = new Set([...BOTH_LANGUAGES,...MALAY_CONTENT, ...MALAY_FUNCTION, ...MONTH_WORDS_MS, ...WEEKDAYS_MS,
  ...Object.keys(NUMBER_WORDS_MS)])

/** Every word the understanding knows (raw short forms included). */
export const KNOWN: ReadonlySet<string> = new Set([...ENGLISH, ...MALAY, ...Object.keys(SHORT_FORMS)])

/**
 * What a typo may be corrected to: content words and full month names. Short forms are not
 * targets ("mggu" is typed, never meant).
 */
export const TYPO_TARGETS = new WordsByLength(
  [...new Set([...ENGLISH_CONTENT, ...MALAY_CONTENT, ...MONTH_WORDS_EN, ...MONTH_WORDS_MS, ...WEEKDAYS_EN, ...WEEKDAYS_MS, 'assalamualaikum'])].filter((word) => word.length >= 4),
)
