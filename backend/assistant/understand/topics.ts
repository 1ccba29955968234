/**
 * What a question is about, read from its words once periods and names are taken out: the first
 * rule that matches wins, so the order below is the meaning ("paling kurang laris" is a worst
 * seller before "laris" makes it a best seller; "which outlet sold most" is about outlets before
 * "sold most" is about items). Every pattern is a flat alternation of words: no nested quantifier.
 */
import type { Measure, Topic } from '../types'
import { NUMBER_WORDS } from './words'

/**
 * Questions about documents (supplier lists, SOPs, recipes): never read as a sales question. Refunds,
 * discounts and voids are here too: the sales are net of them and hold no line for them, so such a
 * question is never answered with the net sales as if they were its answer (refunds are lines of
 * their own, with a topic of their own); nor are targets,
 * budgets and forecasts, which no sale holds.
 */
const DOCUMENTS = /\b(?:sop|sops|supplier|suppliers|pembekal|document|documents|dokumen|file|files|fail|policy|polisi|procedure|prosedur|recipe|recipes|resipi|contract|kontrak|manual|harga|price|prices|cost|costs|kos|uploaded|says|say|said|according|target|targets|sasaran|budget|bajet|forecast|ramalan|discount|discounts|diskaun|potongan|void|voids|voided)\b/

const TOPICS: ReadonlyArray<readonly [Topic, RegExp]> = [
  ['advice', /\b(?:what (?:should|can|do|must) (?:i|we) (?:do|focus on|work on|concentrate on|improve)|focus on|fokus|where (?:should|can) (?:i|we) (?:improve|start)|what to do|what next|next steps?|any (?:tips|advice|ideas?|suggestions?)|tips|advice|advise|suggest|suggestion|suggestions|recommend|recommendation|recommendations|how (?:can|do|should|to|could) (?:i |we )?(?:improve|increase|boost|grow|get more|sell more)|ideas?|apa (?:yang )?(?:patut|perlu|harus|boleh) (?:saya |kami |kita |aku )?(?:buat|lakukan)|cadangan|nasihat|macam mana (?:nak|untuk|boleh) (?:naikkan|tingkatkan|tambah)|naikkan|tingkatkan|idea)\b/],
  ['refunds', /\b(?:refunds?|refunded|refunding|pemulangan|pulangan wang|bayaran balik|(?:pulang|pulangkan) duit|duit balik|money back)\b/],
  ['lapsed_customers', /\b(?:stopped coming|stop coming|not coming|no longer (?:come|coming|visit)|(?:havent|hasnt|didnt|dont|never) (?:come|came|coming) back|lapsed|churn|churned|lost customers?|customers? (?:we )?lost|inactive|who stopped|dah tak datang|tak datang|tak balik|hilang|pelanggan lari)\b/],
  // "New customers": the repeat customers' answer counts the first-time buyers too.
  ['repeat_customers', /\b(?:(?:been|came|come|visited|bought|ordered) (?:here |in |with us )?before|pernah datang|datang sebelum ini|retention|retain|retained|kekal|more than once|twice or more|(?:came|come|comes|visited|visit|bought|buy|ordered) (?:again|twice)|repeat (?:buyers?|visits?)|lebih (?:dari|daripada) sekali|beli (?:lagi|semula)|new customers?|first[ -]time (?:customers?|buyers?)|pelanggan baru|returning|repeat|regulars?|loyal|come back|came back|coming back|come again|pelanggan tetap|setia|datang (?:balik|semula|lagi)|kembali|existing customers?|pelanggan lama)\b/],
  // "Which day of the week is busiest", "hari apa paling lengang", 星期几最忙: each weekday on average, not the best date.
  ['weekdays', /\b(?:(?:which|what) day of (?:the )?week|days? of (?:the )?week|(?:which|what) weekday|(?:busiest|quietest|best|worst|slowest|strongest|weakest|top|bottom) (?:weekday|day of (?:the )?week)|(?:by|per|each|every) weekday|(?:which|what) day (?:is|are) (?:usually|normally|always|typically)|(?:which|what) days? (?:do|does) (?:we|i|it|the shop) (?:usually |normally |always )?(?:sell|get|make|do)|hari (?:apa|mana) (?:yang )?(?:selalu|selalunya|biasa|biasanya)|hari apa\b.*\b(?:paling|most|least)|(?:weekday|day of (?:the )?week) (?:mana|apa)|hari apa dalam (?:seminggu|minggu)|ikut hari dalam (?:seminggu|minggu))\b/],
  ['by_day', /\b(?:peak days?|hari puncak|daily|by day|per day|each day|every day|(?:on average )?a day|sehari|day by day|harian|setiap hari|ikut hari|hari hari|(?:best|worst|busiest|quietest|slowest|strongest|weakest|top|bottom) (?:\d{1,2} |two |three |four |five |seven |ten )?days?|which day|hari (?:apa|mana)|days? of the week|hari (?:paling|terbaik)|sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)\b/],
  ['weekend_vs_weekday', /\b(?:weekends?|weekdays?|hujung minggu|hari (?:biasa|kerja|bekerja)|working days?)\b/],
  ['quiet_hours', /\b(?:quiet|quietest|(?:slow|slowest) (?:time|times|hour|period)|least busy|dead hours?|lengang|sunyi|lapang|(?:masa|waktu|jam|pukul) (?:paling )?(?:kurang|tak) (?:ramai|sibuk))\b/],
  ['peak_hours', /\b(?:when (?:do|does|are|is|did) (?:most |the most |more |many )?(?:customers?|people|orang|guests?)|bila (?:paling )?ramai|hourly|(?:by|per|each|every|ikut|mengikut|setiap) (?:hour|jam|waktu|masa)|peak|busiest|busy (?:time|times|hour|period)|rush hour|rush|puncak|sibuk|(?:what|which) (?:time|hour)|(?:pukul|jam|waktu|masa) (?:berapa|bila|apa)|paling ramai|hour)\b/],
  // "sales by outlet", "outlet sales", "jualan ikut cawangan": a breakdown, not the shop's total.
  ['outlets', /\b(?:(?:by|per|each|every|ikut|mengikut|setiap|across) (?:outlet|outlets|branch|branches|store|stores|shop|shops|location|locations|cawangan|kedai)|(?:outlet|branch|store|location|cawangan) (?:sales|revenue|breakdown|figures|numbers|jualan)|(?:which|what) (?:outlet|outlets|branch|branches|store|stores|shop|shops|location|locations)|(?:outlet|branch|store|shop|cawangan|kedai|location) (?:mana|apa|terbaik|paling|vs)|(?:best|top|worst|busiest|compare|banding) (?:outlet|outlets|branch|branches|store|stores|shop|shops|cawangan|kedai|location|locations)|outlets|branches|stores|locations|cawangan|semua kedai)\b/],
  // "Most popular payment method", "kaedah bayaran paling popular": the payments, before "popular" makes it the sellers.
  ['payments', /\b(?:payment (?:method|type|mode|option)s?|(?:kaedah|cara|jenis) (?:bayaran|pembayaran|bayar))\b/],
  ['channels', /\b(?:(?:sales |order )?channels?|saluran (?:jualan|pesanan)?)\b/],
  ['worst_sellers', /\b(?:worst|least (?:popular|sold|ordered|selling|seller|item|dish|product|menu)|(?:slowest|lowest|weakest) (?:seller|selling|item|dish|product|menu|moving)|(?:sell|sells|selling|sold|ordered) (?:the )?least|slow moving|not selling|(?:tak|kurang) (?:laku|laris|popular)|bottom|paling sikit|kurang dijual|terbawah)\b/],
  // "How many items did we sell": the items' quantities (the answer gives their total). Plurals are read singular (./words.ts).
  ['best_sellers', /\b(?:how many (?:item|dish|product|units|pieces)|(?:item|dish|product|units) sold|total (?:quantity|item|units)|quantity sold|kuantiti|berapa (?:item|unit|biji|pinggan|cawan)|item terjual|jumlah item|(?:by|per|each|every|ikut|mengikut|setiap) (?:item|dish|product|menu|produk)|(?:item|dish|product) (?:sales|revenue|breakdown)|best ?sell\w*|bestsellers?|sellers?|top (?:\d+ )?(?:selling|item|dish|product|menu)|top \d+|top (?:one|two|three|four|five|ten)|most popular|popular|paling (?:laris|laku|popular|banyak dijual)|terlaris|laris|laku|teratas|terbaik|what sells|sells best|best (?:item|dish|product|menu)|(?:sold|sell|sells|selling) (?:the )?most|most (?:sold|ordered)|paling banyak)\b/],
  ['payments', /\b(?:payments?|pay|paid|bayar|bayaran|pembayaran|cash|tunai|cards?|kad|credit|debit|ewallet|touchngo|duitnow|grabpay|qr|fpx)\b/],
  ['channels', /\b(?:channels?|saluran|delivery|penghantaran|grabfood|grab|foodpanda|panda|shopeefood|dinein|dine in|takeaway|walkin|walk in|online|platform|makan sini)\b/],
]

const MEASURES: ReadonlyArray<readonly [Measure, RegExp]> = [
  // "Average sales a day" is the days' answer, not the average order: it reads "a day on average".
  ['avg_order', /\b(?:(?:average )?(?:spend|spending|belanja) per (?:customer|head|order|orang|pelanggan|person)|average (?:order|bill|spend|spending|ticket|basket|transaction|receipt|check|value)|average (?:sale|sales)(?! (?:per |a |each )?day| daily)|average per (?!day)\w+|aov|purata(?! jualan (?:sehari|harian|setiap))(?: \w+)?|basket size)\b/g],
  ['revenue', /\b(?:profits?|profitable|margins?|untung|keuntungan|laba|sales|sale|revenue|income|earnings|earned|earn|made|make|turnover|takings|collection|money|jualan|jual|hasil|kutipan|pendapatan|duit|rm)\b/g],
  ['orders', /\b(?:order|receipt|transaction|bill|ticket|tickets|pesanan|resit|transaksi|invoice)\b/g],
  ['customers', /\b(?:customers?|pelanggan|guests?|visitors?|footfall|headcount|pax|orang(?: yang)? datang|berapa (?:ramai|orang)|ramai orang|people)\b/g],
]

/** Profit and margin: no sale records them (Selera holds no costs), so such a question is answered with the sales, saying so. */
const PROFIT = /\b(?:profits?|profitable|margins?|untung|keuntungan|laba)\b/

/** "By outlet", "per cawangan": the topic asked outlet by outlet (alone, the outlets' sales breakdown). */
const BY_OUTLET = /\b(?:by|per|each|every|ikut|mengikut|setiap|across|for each|at each|for every) (?:outlet|outlets|branch|branches|store|stores|shop|shops|location|locations|cawangan|kedai)\b/
/** "Which item has the best margin": a question about items, answered with the best sellers by sales. */
const ITEM_WORDS = /\b(?:item|items|menu|menus|dish|dishes|product|products|produk|makanan|minuman)\b/

/**
 * A part of the day ("lunch sales", "before 12pm", "jualan pagi"): no period holds one, so it is
 * answered with the sales hour by hour, said so. Greetings ("good morning") are taken out first.
 */
const PART_OF_DAY = /\b(?:breakfast|brunch|lunch|lunchtime|dinner|supper|sarapan|tengah ?hari|makan malam|morning|afternoon|evening|night|pagi|petang|malam|(?:before|after|until|till|sebelum|selepas|lepas) \d{1,2} ?(?:am|pm|pagi|petang|malam)|\d{1,2} ?(?:am|pm)|(?:pukul|jam) \d{1,2})\b/
const GREETINGS = /\b(?:good|selamat) (?:morning|afternoon|evening|night|pagi|petang|malam|tengahari|tengah hari)\b/g

/** Whether `text` names a part of the day (a greeting's "good morning" is not one). */
export function partOfDayIn(text: string): boolean {
  return PART_OF_DAY.test(text.replace(GREETINGS, ' '))
}

/**
 * Some days of a period named for a topic that reads them all ("best sellers on weekends", "sales
 * on mondays"): the answer says it reads every day of the period.
 */
const SOME_DAYS = /\b(?:on |during |pada |setiap )?(?:weekends?|weekdays?|hujung minggu|hari (?:biasa|kerja|bekerja)|working days?|sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)\b/
/** "Hari apa paling …", "which day is the busiest": the days of the week when no period is named. */
const WHICH_DAY_MOST = /\b(?:hari mana\b.*\bpaling|(?:which|what) day (?:is|has) (?:the )?(?:busiest|quietest|best|worst|slowest|most|least))\b/

/** Weekends and weekdays both named: a comparison of the two kinds of days. */
const BOTH_KINDS = /\b(?:weekends?|hujung minggu)\b.*\b(?:weekdays?|hari (?:biasa|kerja|bekerja)|working days?)\b|\b(?:weekdays?|hari (?:biasa|kerja|bekerja)|working days?)\b.*\b(?:weekends?|hujung minggu)\b/
/** Topics that answer over days of one kind when named so: the weekend topic, and the figures never (they read every day). */
const DAY_KIND_TOPICS: ReadonlySet<Topic> = new Set(['best_sellers', 'worst_sellers', 'peak_hours', 'quiet_hours', 'outlets', 'payments', 'channels', 'repeat_customers'])

/** "Sales excluding GrabFood", "tanpa grab": a part of the sales left out, which no answer does (it is said). */
const EXCLUDING = /\b(?:excluding|exclude|except|without|minus|not counting|apart from|tanpa|kecuali|selain)\b/

/**
 * Someone else's business ("the kopitiam across the road", "kedai sebelah", a competitor): no sale of
 * the owner's says anything about it, so it gets no figure, even when a word of it is one of the
 * owner's own names.
 */
const ELSEWHERE = /\b(?:competitors?|competition|rivals?|pesaing|saingan|across the (?:road|street)|next door|opposite|(?:other|another|their|nearby|neighbouring|neighboring) (?:\w+ )?(?:shops?|restaurants?|cafes?|kopitiams?|kedai|stalls?|businesses|business|brands?|mamaks?)|(?:kedai|restoran|gerai)(?: \w+)? (?:sebelah|depan|lain|orang|seberang)|orang lain punya)\b/
/**
 * The future ("next month", "how much will we sell in 2028", "esok"): the sales hold only what has
 * been sold, and Selera does not forecast, so such a question gets no figure either.
 */
const FUTURE = /\b(?:next (?:week|month|year|weekend|quarter)|tomorrow|esok|besok|lusa|(?:minggu|bulan|tahun) (?:depan|hadapan)|will (?:we|i|it|sales|the shop|my)|(?:are|am) (?:we|i) going to|going to (?:sell|make|earn|get)|predict|prediction|projection|projected|ramalan|jangkaan|akan (?:dapat|jual|buat))\b/

/** Selling, as a verb: "how much will we sell", "berapa akan jual". */
const SELLING = /\b(?:sell|sells|selling|sold|jual|menjual|dijual)\b/

/** "How's business?": a question about the figures even with no measure or period named. */
const BUSINESS = /\b(?:how (?:did|do|are|is|was|were) (?:we|i|it|the business|business|things|the shop|the outlet)|doing|performance|perform|prestasi|numbers|figures|angka|bisnes|business|perniagaan|summary|ringkasan|macam mana (?:kedai|bisnes|jualan))\b/

const HELP = /\b(?:help|tolong|what can you do|what do you do|what can i ask|how (?:do i|to) use|boleh buat apa|(?:awak|kamu|anda|you) boleh (?:buat )?apa|apa (?:yang )?(?:awak|kamu|anda) boleh|who are you|siapa (?:awak|kamu|anda))\b/
const THANKS = /\b(?:thanks|thank you|terima kasih|cheers|appreciate it)\b/
const GREETING = /\b(?:hi|hello|salam|selamat (?:pagi|petang|malam|tengahari|sejahtera)|good (?:morning|afternoon|evening)|morning|yo)\b/

/** How strongly the words name a topic: a `named` one is never a follow-up. */
export interface TopicReading {
  topic: Topic
  named: boolean
  measures: Measure[]
  business: boolean
  documents: boolean
  smallTalk: Topic | null
  /** Profit or margin was asked about (read as the sales, see PROFIT). */
  profit: boolean
  /** The topic was asked outlet by outlet (see BY_OUTLET); never set for the outlets' own breakdown. */
  byOutlet: boolean
  /** A part of the day was named (see PART_OF_DAY). */
  partOfDay: boolean
  /** Some days of the period were named for a topic that reads every day (see SOME_DAYS). */
  someDays: boolean
  /** A part of the sales was asked to be left out (see EXCLUDING). */
  excluding: boolean
  /** Read as the days of the week only because no period was named ("hari apa paling lengang?"; with a period, the best date). */
  weekdaysUnlessPeriod: boolean
  /** The question is about another business or the future (see ELSEWHERE, FUTURE): no figure answers it. */
  outside: 'elsewhere' | 'future' | null
}

/** The measures named, in the order named (an average order is not also an order). */
export function measuresIn(text: string): Measure[] {
  const found: Array<{ measure: Measure; at: number }> = []
  const taken: Array<[number, number]> = []
  for (const [measure, pattern] of MEASURES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index
      const end = start + match[0].length
      if (taken.some(([from, to]) => start < to && end > from)) continue
      taken.push([start, end])
      found.push({ measure, at: start })
    }
  }
  found.sort((a, b) => a.at - b.at)
  return [...new Set(found.map(({ measure }) => measure))]
}

export function readTopic(text: string): TopicReading {
  const measures = measuresIn(text)
  const profit = PROFIT.test(text)
  // "profit after costs" is about the sales, not a supplier's cost list.
  const documents = !profit && DOCUMENTS.test(text)
  let rule = TOPICS.find(([, pattern]) => pattern.test(text))
  // "best sellers by outlet", "top 5 menu ikut cawangan": the other topic, outlet by outlet; "sales by outlet" stays the breakdown.
  const perOutlet = BY_OUTLET.exec(text)
  const without = perOutlet ? `${text.slice(0, perOutlet.index)} ${text.slice(perOutlet.index + perOutlet[0].length)}` : text
  const other = perOutlet ? TOPICS.find(([topic, pattern]) => topic !== 'outlets' && pattern.test(without)) : undefined
  if (other) rule = other
  // Margins of items: no cost is recorded, so the items by sales (the profit note says so).
  if (profit && !rule && ITEM_WORDS.test(text)) rule = TOPICS.find(([topic]) => topic === 'best_sellers')
  // "Best sellers on weekends": the sellers (over every day, said), not the weekends' sales; but weekends named
  // against weekdays ("weekend ke weekday lagi laku") compare the two kinds of days, whatever else is named.
  if (rule?.[0] === 'weekend_vs_weekday' && !BOTH_KINDS.test(text)) {
    const topical = TOPICS.find(([topic, pattern]) => DAY_KIND_TOPICS.has(topic) && pattern.test(text.replace(SOME_DAYS, ' ')))
    if (topical) rule = topical
  }
  // "Sales on mondays": the days' answer, which lists every day of the period.
  const someDays = (rule !== undefined && DAY_KIND_TOPICS.has(rule[0]) && SOME_DAYS.test(text)) || (rule?.[0] === 'by_day' && /\b(?:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays)\b/.test(text))
  const partOfDay = partOfDayIn(text)
  // "Lunch sales last week": the sales hour by hour, the nearest answer the data holds.
  if (partOfDay && !rule) rule = TOPICS.find(([topic]) => topic === 'peak_hours')
  // "Hari apa paling lengang?": the days of the week; "hari mana paling laris bulan lepas" names a period, so its best date.
  const weekdaysUnlessPeriod = rule?.[0] === 'by_day' && WHICH_DAY_MOST.test(text)
  if (weekdaysUnlessPeriod) rule = TOPICS.find(([topic]) => topic === 'weekdays')
  const smallTalk = HELP.test(text) ? 'help' : THANKS.test(text) ? 'thanks' : GREETING.test(text) ? 'greeting' : null
  return {
    topic: rule ? rule[0] : measures.length > 0 ? 'figures' : 'other',
    named: rule !== undefined || measures.length > 0,
    measures,
    business: BUSINESS.test(text),
    documents,
    smallTalk,
    profit,
    byOutlet: other !== undefined,
    partOfDay,
    someDays,
    excluding: EXCLUDING.test(text),
    // Only a question about sales or business is outside the data; "the weather tomorrow" is no such question at all.
    weekdaysUnlessPeriod,
    outside: !(rule || measures.length > 0 || BUSINESS.test(text) || SELLING.test(text)) ? null : ELSEWHERE.test(text) ? 'elsewhere' : FUTURE.test(text) ? 'future' : null,
  }
}

const COUNT = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`
const LIMITS = [
  new RegExp(`\\b(?:top|bottom|best|worst|first) ${COUNT}\\b`),
  new RegExp(`\\b${COUNT} (?:teratas|terbaik|terlaris|terbawah|paling|best|worst|top|item|menu|seller|sellers|dish|product|outlet|outlets|hour|hours|most|least)\\b`),
]
const MOST_LISTED = 50

/** "top 3", "5 teratas", "bottom five": how many to list, or null. */
export function limitIn(text: string): number | null {
  for (const pattern of LIMITS) {
    const match = pattern.exec(text)
    const written = match?.[1]
    if (written === undefined) continue
    const value = NUMBER_WORDS[written] ?? Number(written)
    if (value >= 1 && value <= MOST_LISTED) return value
  }
  return null
}
