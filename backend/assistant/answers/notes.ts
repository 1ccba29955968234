/**
 * Sentences put before an answer about how its question was read, so an owner never takes a number
 * for what it is not:
 * - the reading line: topic, period, outlet and item as read, and the words nothing read;
 * - profit and margin: a sale records what the customer paid, never what the dish cost, and Selera
 *   holds no costs, so a question about profit is answered with the sales, said to be sales (never
 *   a number that looks like profit);
 * - a name several items fit ("nasi lemk"): the item read, and the others the owner may mean;
 * - what the question named that its answer cannot take into account (an item for the hours, a
 *   count for the weekends, "by outlet" for the payments): said, never quietly dropped.
 */
import { bold, plain } from '../markdown'
import type { Answer, Measure, Question, Topic } from '../types'
import { DEFAULT_LOCALE } from '../../../kernel/format'
import { readingLine } from './reading-line'
import { fill, say, type Phrase } from '../../phrase'
import { periodLabel } from './text'

export const NO_PROFIT: Phrase = {
  en: 'I do not know your costs, so I cannot tell your profit or margin: your data records sales only. Here are your **sales** (revenue, before any costs).',
  ms: 'Saya tidak tahu kos anda, jadi saya tidak dapat mengira untung atau margin: data anda hanya merekodkan jualan. Berikut ialah **jualan** anda (hasil, sebelum sebarang kos).',
  zh: '我不知道您的成本，所以无法算出利润或利润率：您的数据只记录了销售。以下是您的**销售额**（营业额，未扣除任何成本）。',
}
const READ_AS: Phrase = {
  en: 'I read your question as about {item}; you may mean {others}: ask about it by name.',
  ms: 'Saya membaca soalan anda sebagai tentang {item}; mungkin anda maksudkan {others}: tanya dengan menyebut namanya.',
  zh: '我把您的问题理解为关于{item}；您指的也可能是{others}：请直接说出名称再问。',
}
const OR: Phrase = { en: ' or ', ms: ' atau ', zh: '或' }
const ALL_ITEMS: Phrase = {
  en: 'This answer is for all items together: I cannot split it by item, so it does not pick out {items}. Ask “how is {item} doing” for an item’s own sales.',
  ms: 'Jawapan ini untuk semua item: saya tidak dapat memecahkannya mengikut item, jadi {items} tidak diasingkan. Tanya “jualan {item}” untuk jualan item itu sendiri.',
  zh: '这个回答是所有品项的合计：我无法按品项拆分，所以没有单独列出{items}。想看单一品项的销售，可以问“{item}卖得怎样”。',
}
const PART_OF_DAY_HOURS: Phrase = {
  en: 'I cannot read a part of the day (breakfast, lunch, before or after an hour) as a period: here are whole days’ sales hour by hour, so you can add up the hours you mean.',
  ms: 'Saya tidak dapat membaca sebahagian hari (sarapan, tengah hari, sebelum atau selepas sesuatu jam) sebagai tempoh: berikut ialah jualan hari penuh mengikut jam, supaya anda boleh menjumlahkan jam yang anda maksudkan.',
  zh: '我无法把一天中的某个时段（早餐、午餐、某个钟点之前或之后）当作期间来读取：以下是整天按小时的销售额，您可以自己加总想看的钟点。',
}
const PART_OF_DAY_WHOLE: Phrase = {
  en: 'I cannot read a part of the day (breakfast, lunch, before or after an hour) as a period: this answer is for whole days. Ask for peak hours to see the sales hour by hour.',
  ms: 'Saya tidak dapat membaca sebahagian hari (sarapan, tengah hari, sebelum atau selepas sesuatu jam) sebagai tempoh: jawapan ini untuk hari penuh. Tanya tentang waktu puncak untuk melihat jualan mengikut jam.',
  zh: '我无法把一天中的某个时段（早餐、午餐、某个钟点之前或之后）当作期间来读取：这个回答是整天的数据。想按小时看销售，可以问高峰时段。',
}
const EVERY_DAY: Phrase = {
  en: 'I cannot pick out some days of the period (weekends, or one weekday) for this answer: it reads every day of the period. Ask “weekend vs weekday sales” for weekends against weekdays.',
  ms: 'Saya tidak dapat mengasingkan sebahagian hari dalam tempoh (hujung minggu, atau satu hari dalam minggu) untuk jawapan ini: ia membaca setiap hari dalam tempoh. Tanya “jualan hujung minggu berbanding hari biasa” untuk perbandingannya.',
  zh: '这个回答无法只挑出期间里的某些日子（周末，或一周中的某一天）：它读取了期间内的每一天。想比较周末和平日，可以问“周末和平日的销售对比”。',
}
const NOTHING_LEFT_OUT: Phrase = {
  en: 'I cannot leave a part of the sales out: this answer counts all of them. A breakdown (by channel, payment method, outlet or item) shows each part, to take away yourself.',
  ms: 'Saya tidak dapat mengecualikan sebahagian jualan: jawapan ini mengira semuanya. Pecahan (mengikut saluran, kaedah pembayaran, cawangan atau item) menunjukkan setiap bahagian untuk anda tolak sendiri.',
  zh: '我无法排除一部分销售：这个回答计算了全部销售。细分（按渠道、付款方式、分店或品项）会列出每一部分，您可以自行扣除。',
}
const NOT_COMPARED: Phrase = {
  en: 'I did not compare with {other}: this answer does not cover it. Ask about {other} on its own for its figures.',
  ms: 'Saya tidak membandingkan dengan {other}: jawapan ini tidak merangkuminya. Tanya tentang {other} secara berasingan untuk angkanya.',
  zh: '我没有与{other}比较：这个回答不包括那段期间。想看{other}的数据，请单独再问。',
}
const ALL_OUTLETS: Phrase = {
  en: 'I cannot give this outlet by outlet: this answer is for all outlets together. Ask about one outlet by name.',
  ms: 'Saya tidak dapat memberi ini mengikut cawangan: jawapan ini untuk semua cawangan. Tanya tentang satu cawangan dengan menyebut namanya.',
  zh: '我无法按分店逐一列出：这个回答是所有分店的合计。请说出某一家分店的名称再问。',
}
const IN_SALES: Phrase = {
  en: 'This answer is in sales (RM): I cannot give {measures} this way.',
  ms: 'Jawapan ini dalam jualan (RM): saya tidak dapat memberi {measures} dengan cara ini.',
  zh: '这个回答以销售额（RM）计算：我无法用这种方式提供{measures}。',
}
const MEASURE_WORDS: Record<Exclude<Measure, 'revenue'>, Phrase> = {
  orders: { en: 'orders', ms: 'pesanan', zh: '订单数' },
  customers: { en: 'customers', ms: 'pelanggan', zh: '顾客数' },
  avg_order: { en: 'the average order value', ms: 'purata nilai pesanan', zh: '平均客单价' },
}
const AND: Phrase = { en: ' or ', ms: ' atau ', zh: '或' }
const BOTH: Phrase = { en: ' and ', ms: ' dan ', zh: '和' }
/** Topics whose answer compares two periods. */
const COMPARING_TOPICS: ReadonlySet<Topic> = new Set(['figures', 'weekend_vs_weekday', 'outlets', 'payments', 'channels'])
/** Topics whose answer reads an item. */
const ITEM_TOPICS: ReadonlySet<Topic> = new Set(['figures', 'best_sellers', 'worst_sellers'])
/** Topics answered outlet by outlet when asked so (the outlets' breakdown is outlet by outlet already). */
const OUTLET_TOPICS: ReadonlySet<Topic> = new Set(['outlets', 'best_sellers', 'worst_sellers', 'peak_hours', 'quiet_hours'])
/** Topics answered in sales only, whatever measure was named (figures and the days answer the counts; customers' topics are counts). */
const SALES_TOPICS: ReadonlySet<Topic> = new Set(['weekend_vs_weekday', 'peak_hours', 'quiet_hours', 'outlets', 'payments', 'channels', 'best_sellers', 'worst_sellers'])

/** Whether the answer to `question` is about its item (a breakdown is not). */
function answersItem({ topic, item }: Question): boolean {
  return item !== null && (topic === 'figures' || topic === 'best_sellers' || topic === 'worst_sellers')
}

/** What the question named and its answer does not take into account, each said in a sentence. */
function dropped(question: Question): string[] {
  const { topic, language, item } = question
  const notes: string[] = []
  if (item !== null && !ITEM_TOPICS.has(topic)) notes.push(fill(language, ALL_ITEMS, { items: [item, ...(question.alsoNamed ?? [])].map((name) => bold(name)).join(say(language, BOTH)), item: plain(item) }))
  if (question.someDays === true) notes.push(say(language, EVERY_DAY))
  if (question.excluding === true) notes.push(say(language, NOTHING_LEFT_OUT))
  if (question.partOfDay === true) notes.push(say(language, topic === 'peak_hours' || topic === 'quiet_hours' ? PART_OF_DAY_HOURS : PART_OF_DAY_WHOLE))
  if (question.comparedTo !== null && !COMPARING_TOPICS.has(topic)) {
    const locale = { ...DEFAULT_LOCALE, language }
    notes.push(fill(language, NOT_COMPARED, { other: periodLabel(question.comparedTo.from, question.comparedTo.to, locale) }))
  }
  if (question.byOutlet === true && !OUTLET_TOPICS.has(topic)) notes.push(say(language, ALL_OUTLETS))
  // An item's own figures are its sales and quantity; the sellers are ranked by sales.
  const counted = question.measures.filter((measure): measure is Exclude<Measure, 'revenue'> => measure !== 'revenue')
  const salesOnly = SALES_TOPICS.has(topic) || (topic === 'figures' && item !== null)
  // The days of the week are answered in sales or in orders.
  if (topic === 'weekdays') {
    const other = counted.filter((measure) => measure !== 'orders')
    if (other.length > 0 && question.measures[0] !== 'orders') notes.push(fill(language, IN_SALES, { measures: other.map((measure) => say(language, MEASURE_WORDS[measure])).join(say(language, AND)) }))
  } else if (salesOnly && counted.length > 0) notes.push(fill(language, IN_SALES, { measures: counted.map((measure) => say(language, MEASURE_WORDS[measure])).join(say(language, AND)) }))
  return notes
}

/** Topics that are no question about the data: their answers have no reading line. */
const TALK: ReadonlySet<Topic> = new Set(['greeting', 'thanks', 'help', 'other'])

/**
 * The reading line (./reading-line.ts) of every answer about the data, then the notes `question`
 * needs, which only an answer that states numbers (one with sources) gets.
 */
export function withNotes(answer: Answer, question: Question): Answer {
  const reading = TALK.has(question.topic) ? [] : [readingLine(question)]
  if (answer.sources.length === 0) return reading.length === 0 ? answer : { ...answer, text: [...reading, answer.text].join('\n\n') }
  const { language } = question
  const notes: string[] = [...reading]
  if (question.profit === true) notes.push(say(language, NO_PROFIT))
  const others = question.alsoMatched ?? []
  if (others.length > 0 && answersItem(question)) {
    notes.push(fill(language, READ_AS, { item: bold(question.item ?? ''), others: others.map((name) => bold(name)).join(say(language, OR)) }))
  }
  notes.push(...dropped(question))
  return notes.length === 0 ? answer : { ...answer, text: [...notes, answer.text].join('\n\n') }
}
