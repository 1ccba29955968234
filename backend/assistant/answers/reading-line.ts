/**
 * The one line every data answer opens with: how its question was read (topic, period with its
 * dates and weekdays, the period compared with, the outlet and item), whether it followed the
 * previous question, and the words nothing read. A misreading is then visible at a glance, and the
 * owner can rephrase; see docs/product.md#chat.
 *
 * `Read as: sales · 9–15 Nov 2026 (Mon–Sun) vs 2–8 Nov 2026 (Mon–Sun) · Bangsar`
 */
import { DEFAULT_LOCALE } from '../../../kernel/format'
import { plain } from '../markdown'
import type { Measure, Question, Topic } from '../types'
import { fill, say, type Phrase } from '../../phrase'
import { periodLabel } from './text'

const READ_AS: Phrase = { en: '**Read as:** {reading}', ms: '**Dibaca sebagai:** {reading}', zh: '**理解为：**{reading}' }
const FOLLOWING: Phrase = { en: ' (following your last question)', ms: ' (menyambung soalan anda tadi)', zh: '（接着您上一个问题）' }
const NOT_UNDERSTOOD: Phrase = {
  en: 'I did not understand {words}, so I left it out: rephrase if it matters.',
  ms: 'Saya tidak faham {words}, jadi saya abaikan: tulis semula jika ia penting.',
  zh: '我看不懂{words}，所以没有把它算进去：如果它很重要，请换个说法再问。',
}
const NO_PERIOD: Phrase = { en: 'no period named', ms: 'tiada tempoh disebut', zh: '没有指定期间' }
const VERSUS: Phrase = { en: ' vs ', ms: ' lawan ', zh: '对比' }
const ALL_OUTLETS: Phrase = { en: 'all outlets', ms: 'semua cawangan', zh: '所有分店' }
const BY_OUTLET: Phrase = { en: 'outlet by outlet', ms: 'mengikut cawangan', zh: '按分店' }
/** Between the parts of the reading, in every language. */
const SEPARATOR = ' · '
const AND: Phrase = { en: ', ', ms: ', ', zh: '、' }

const TOPICS: Record<Exclude<Topic, 'figures' | 'greeting' | 'thanks' | 'help' | 'other'>, Phrase> = {
  by_day: { en: 'sales by day', ms: 'jualan mengikut hari', zh: '每日销售额' },
  weekdays: { en: 'sales by day of the week', ms: 'jualan mengikut hari dalam minggu', zh: '按星期几的销售额' },
  weekend_vs_weekday: { en: 'weekends against weekdays', ms: 'hujung minggu berbanding hari biasa', zh: '周末对比平日' },
  best_sellers: { en: 'best sellers', ms: 'menu paling laris', zh: '畅销品项' },
  worst_sellers: { en: 'slowest sellers', ms: 'menu paling kurang laris', zh: '最不畅销的品项' },
  peak_hours: { en: 'peak hours', ms: 'waktu puncak', zh: '高峰时段' },
  quiet_hours: { en: 'quiet hours', ms: 'waktu lengang', zh: '冷清时段' },
  outlets: { en: 'sales by outlet', ms: 'jualan mengikut cawangan', zh: '各分店销售额' },
  payments: { en: 'sales by payment method', ms: 'jualan mengikut kaedah pembayaran', zh: '按付款方式的销售额' },
  channels: { en: 'sales by channel', ms: 'jualan mengikut saluran', zh: '按渠道的销售额' },
  repeat_customers: { en: 'repeat customers', ms: 'pelanggan berulang', zh: '回头客' },
  lapsed_customers: { en: 'customers who stopped coming', ms: 'pelanggan yang tidak datang lagi', zh: '流失顾客' },
  refunds: { en: 'refunds', ms: 'bayaran balik (refund)', zh: '退款' },
  advice: { en: 'what to do next', ms: 'apa patut dibuat seterusnya', zh: '下一步建议' },
}
const MEASURES: Record<Measure, Phrase> = {
  revenue: { en: 'sales', ms: 'jualan', zh: '销售额' },
  orders: { en: 'orders', ms: 'pesanan', zh: '订单' },
  customers: { en: 'customers', ms: 'pelanggan', zh: '顾客' },
  avg_order: { en: 'average order value', ms: 'purata nilai pesanan', zh: '平均客单价' },
}
const ORDERS_BY_WEEKDAY: Phrase = { en: 'orders by day of the week', ms: 'pesanan mengikut hari dalam minggu', zh: '按星期几的订单' }
const ITEM_SALES: Phrase = { en: 'sales of {item}', ms: 'jualan {item}', zh: '{item}的销售' }

/** What the question was read to be about, in its language. */
function topicOf(question: Question): string {
  const { topic, language } = question
  const items = [question.item, ...(question.alsoNamed ?? [])].filter((item): item is string => item !== null).map(plain)
  if (topic === 'figures' || ((topic === 'best_sellers' || topic === 'worst_sellers') && items.length > 0)) {
    if (items.length > 0) return fill(language, ITEM_SALES, { item: items.join(say(language, AND)) })
    const measures = question.measures.length > 0 ? question.measures : (['revenue'] as const)
    return measures.map((measure) => say(language, MEASURES[measure])).join(say(language, AND))
  }
  if (topic === 'greeting' || topic === 'thanks' || topic === 'help' || topic === 'other') return ''
  if (topic === 'weekdays' && question.measures[0] === 'orders') return say(language, ORDERS_BY_WEEKDAY)
  return say(language, TOPICS[topic])
}

/** The reading line of `question`'s answer, and the words it did not understand, as one paragraph. */
export function readingLine(question: Question): string {
  const { language } = question
  const locale = { ...DEFAULT_LOCALE, language }
  const period = question.period.kind === 'default' ? say(language, NO_PERIOD) : periodLabel(question.period.from, question.period.to, locale)
  const compared = question.comparedTo ? `${say(language, VERSUS)}${periodLabel(question.comparedTo.from, question.comparedTo.to, locale)}` : ''
  const where = question.outlet !== null ? plain(question.outlet) : question.byOutlet === true || question.topic === 'outlets' ? say(language, BY_OUTLET) : say(language, ALL_OUTLETS)
  const parts = [topicOf(question), `${period}${compared}`, where].filter((part) => part !== '')
  const line = fill(locale, READ_AS, { reading: parts.join(SEPARATOR) }) + (question.followUp ? say(language, FOLLOWING) : '')
  const words = question.unexplained ?? []
  if (words.length === 0) return line
  return `${line}\n${fill(locale, NOT_UNDERSTOOD, { words: words.map((word) => `“${plain(word)}”`).join(say(language, AND)) })}`
}
