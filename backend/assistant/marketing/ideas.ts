/**
 * Campaign ideas (marketing mode, docs/product.md#chat): two or three, each grounded in a named
 * fact — the quietest time of the period's sales with a set to fill it, the best seller to feature,
 * the coming festive period with its dates — written for the profile's target segments and
 * languages. Every number is read from the account's data or the calendar; what is missing is said,
 * with the profile answers and uploads that would make the ideas specific.
 */
import { bold, plain } from '../markdown'
import { list, money, percent, quantity, share, type Language } from '../../../kernel/format'
import { daysBetween } from '../../analytics/festive-calendar'
import { isoDate } from '../../time/calendar'
import { MAX_ANSWER_CHARS, type Answer } from '../types'
import type { MarketingFacts, SalesFacts } from './facts'
import { halalWarning, mentionsHalal } from '../../halal'
import { FESTIVE_OCCASIONS } from '../../occasions'
import { fill, say, type Phrase } from '../../phrase'
import { comingOccasion } from './occasion'
import { clauses, festiveDates, periodText, profileLanguages, slotName, whenFrom } from './phrases'
import { SET_DISCOUNT, setPrice } from './pricing'
import { SOURCE, missingForIdeas } from './wording'

export function campaignIdeas(facts: MarketingFacts, text: string, language: Language): Answer {
  const { locale, sales, profile } = facts
  const sources: string[] = []
  const ideas: string[] = []
  const quiet = sales && quietIdea(sales, facts, language)
  if (quiet) ideas.push(quiet)
  ideas.push(bestSellerIdea(facts, language, !quiet))
  if (sales) sources.push(fill(language, SOURCE.sales, { period: periodText(sales.period.from, sales.period.to, facts.today.year, locale) }))

  const occasion = comingOccasion(facts.today, text)
  if (occasion) {
    const days = daysBetween(isoDate(facts.today), occasion.start)
    const festive = FESTIVE_OCCASIONS[occasion.key]
    const seasonal = profile.seasonal_offerings?.split(/[,;\n，；、]/).map((part) => part.trim()).find((part) => festive.words.test(part))
    const head = fill(language, FESTIVE_HEAD, {
      name: bold(say(language, festive.name)),
      dates: plain(festiveDates(occasion, locale, facts.today.year)),
      when: whenFrom(days, language),
      expected: occasion.projected ? say(language, EXPECTED) : '',
    })
    ideas.push(fill(language, PLAN, { head, angle: say(language, festive.angle) }) + (seasonal ? fill(language, HERO, { seasonal: plain(seasonal) }) : ''))
    sources.push(say(language, SOURCE.calendar))
  }
  if (facts.profileAnswered) sources.unshift(say(language, SOURCE.profile))

  const name = facts.businessName ? plain(facts.businessName) : null
  const intro = sales || facts.profileAnswered
    ? fill(language, INTRO, { count: String(ideas.length), business: name ? fill(language, FOR_BUSINESS, { name }) : '' })
    : say(language, GENERAL_INTRO)
  const blocks = [intro, ideas.map((idea, index) => `${index + 1}. ${idea}`).join('\n'), audience(facts, language)]
  const missing = missingForIdeas(facts, language)
  if (missing) blocks.push(missing)
  if (mentionsHalal(text)) blocks.unshift(halalWarning(language))
  return { text: blocks.filter(Boolean).join('\n\n').slice(0, MAX_ANSWER_CHARS), sources }
}

/** The coming festive period's idea: `{name}: {dates} ({when})`, then the angle to plan, then the profile's own seasonal offering. */
const FESTIVE_HEAD: Phrase = { en: '{name}: {dates} ({when}{expected})', ms: '{name}: {dates} ({when}{expected})', zh: '{name}：{dates}（{when}{expected}）' }
const EXPECTED: Phrase = { en: ', expected dates', ms: ', tarikh jangkaan', zh: '，日期为预计' }
const PLAN: Phrase = { en: '{head}. Plan {angle}.', ms: '{head}. Rancang {angle}.', zh: '{head}。建议准备{angle}。' }
const HERO: Phrase = { en: ' Your profile lists {seasonal}: make it the hero.', ms: ' Profil anda menyenaraikan {seasonal}: jadikan ia tumpuan.', zh: '您的公司简介列有{seasonal}，不妨把它作为主打。' }

export const INTRO: Phrase = {
  en: 'Here are {count} campaign ideas{business}:',
  ms: 'Berikut {count} idea kempen{business}:',
  zh: '这里有{count}个{business}营销活动点子：',
}
export const FOR_BUSINESS: Phrase = { en: ' for {name}', ms: ' untuk {name}', zh: '为{name}准备的' }
export const GENERAL_INTRO: Phrase = {
  en: 'I cannot see your sales or your company profile yet, so these ideas are general; none of them rests on a number of yours:',
  ms: 'Saya belum dapat melihat jualan atau profil syarikat anda, jadi idea ini umum; tiada satu pun berdasarkan angka anda:',
  zh: '我还看不到您的销售数据或公司简介，所以这些点子比较笼统，没有一个是根据您的数字得出的：',
}

/** Fill the quietest slot with a set of the best seller and the slow item, priced from their averages. */
function quietIdea(sales: SalesFacts, { locale }: MarketingFacts, language: Language): string | null {
  const { quiet, best, slow } = sales
  if (!quiet) return null
  const timed = quiet.hours !== null
  // Hours are read from the sales that have a time of day; say so only when some have none (day totals, dates without times).
  const ofTimed = timed && Math.abs(quiet.total - sales.revenue) >= 0.005
  const head = fill(language, QUIET, {
    title: bold(fill(language, FILL_SLOT, { slot: slotName(quiet.weekday, quiet.hours, locale) })),
    span: say(language, timed ? THOSE_HOURS : THAT_DAY),
    revenue: money(quiet.revenue, locale),
    share: share(quiet.revenue, quiet.total, 1, locale),
    timed: ofTimed ? say(language, OF_TIMED) : '',
  })
  const items = [best, slow].filter((item) => item !== null)
  const price = setPrice(items.map((item) => item.price))
  if (items.length === 0 || price === null) return fill(language, QUIET_OFFER, { head })
  return say(language, QUIET_SET)(head, {
    name: plain(items.map((item) => item.name).join(' + ')),
    price: money(price, locale),
    off: percent(SET_DISCOUNT, 0, locale),
    averages: list(items.map((item) => money(item.price, locale)), locale),
    many: items.length > 1,
  })
}

const FILL_SLOT: Phrase = { en: 'Fill {slot}', ms: 'Isi {slot}', zh: '带旺{slot}的冷清时段' }
const QUIET: Phrase = {
  en: '{title}: {span} brought in {revenue}, {share} of your sales{timed}.',
  ms: '{title}: {span} membawa {revenue}, {share} daripada jualan anda{timed}.',
  zh: '{title}：{span}只带来{revenue}，占您{timed}销售额的{share}。',
}
const THOSE_HOURS: Phrase = { en: 'those two hours', ms: 'dua jam itu', zh: '这两个小时' }
const THAT_DAY: Phrase = { en: 'that day', ms: 'hari itu', zh: '这一天' }
const OF_TIMED: Phrase = { en: ' that have a time of day', ms: ' yang mempunyai waktu', zh: '有记录时间的' }
const QUIET_OFFER: Phrase = {
  en: '{head} A time-limited offer in that slot gives people a reason to come.',
  ms: '{head} Tawaran terhad pada waktu itu memberi pelanggan sebab untuk datang.',
  zh: '{head}在这个时段推出限时优惠，给顾客一个上门的理由。',
}
/** The set for the quiet slot: its name, price and discount, and its items' average prices (`many` when there are two). */
const QUIET_SET: Phrase<(head: string, set: { name: string; price: string; off: string; averages: string; many: boolean }) => string> = {
  en: (head, set) => `${head} Try a '${set.name}' set in that slot only, at ${set.price} (a suggested price: ${set.off} under the ${set.averages} ${set.many ? 'they sell' : 'it sells'} for on average, rounded down).`,
  ms: (head, set) => `${head} Cuba set '${set.name}' pada waktu itu sahaja, pada harga ${set.price} (harga cadangan: ${set.off} bawah purata harga jualan ${set.averages}, dibundarkan ke bawah).`,
  zh: (head, set) => `${head}不妨只在这个时段推出“${set.name}”套餐，售价${set.price}（建议价：以平均售价${set.averages}${set.many ? '的总和' : ''}减${set.off}，再向下取整）。`,
}

/** Feature the best seller: from the sales when there are any, else as the profile names it. */
function bestSellerIdea({ sales, locale, profile }: MarketingFacts, language: Language, withSlow: boolean): string {
  const best = sales?.best
  if (sales && best) {
    const slow = withSlow && sales.slow ? fill(language, PAIR_SLOW, { name: plain(sales.slow.name), revenue: money(sales.slow.revenue, locale) }) : ''
    return fill(language, BEST_SOLD, {
      title: bold(fill(language, UP_FRONT, { name: best.name })),
      revenue: money(best.revenue, locale),
      quantity: quantity(best.quantity, locale),
      share: share(best.revenue, sales.revenue, 1, locale),
      slow,
    })
  }
  const named = clauses(profile.best_selling_products, 1)[0] ?? clauses(profile.main_products, 1)[0]
  if (named) return fill(language, BEST_NAMED, { title: bold(fill(language, UP_FRONT, { name: named })) })
  return fill(language, BEST_UNKNOWN, { title: bold(say(language, FEATURE_BEST)) })
}

const UP_FRONT: Phrase = { en: 'Put {name} up front', ms: 'Tonjolkan {name}', zh: '主推{name}' }
const BEST_SOLD: Phrase = {
  en: '{title}: your best seller, {revenue} from {quantity} sold, {share} of your sales. Feature it in your posts and at the counter.{slow}',
  ms: '{title}: jualan terlaris anda, {revenue} daripada {quantity} jualan, {share} daripada jualan anda. Tampilkan dalam hantaran dan di kaunter.{slow}',
  zh: '{title}：这是您最畅销的产品，共售出{quantity}份，带来{revenue}，占您销售额的{share}。在贴文和柜台都把它放在最显眼的位置。{slow}',
}
const PAIR_SLOW: Phrase = {
  en: ' Pair it with {name} (only {revenue}) to give that item a push.',
  ms: ' Gandingkan dengan {name} (hanya {revenue}) untuk melonjakkan jualannya.',
  zh: '搭配{name}（只卖了{revenue}）一起推，顺便带动它的销量。',
}
const BEST_NAMED: Phrase = {
  en: '{title}: your profile names it among what you sell best. Feature it in your posts and at the counter; your sales would show what it brings in.',
  ms: '{title}: profil anda menyebutnya antara yang paling laris. Tampilkan dalam hantaran dan di kaunter; data jualan akan menunjukkan hasilnya.',
  zh: '{title}：您的公司简介把它列为最畅销的产品之一。在贴文和柜台都把它放在最显眼的位置；有了销售数据，就能看出它带来多少生意。',
}
const FEATURE_BEST: Phrase = { en: 'Feature your best seller', ms: 'Tonjolkan jualan terlaris anda', zh: '主推您的畅销品' }
const BEST_UNKNOWN: Phrase = {
  en: '{title}: one dish or drink, photographed well, posted at the hour people decide what to eat. Your sales would tell me which one it is.',
  ms: '{title}: satu hidangan atau minuman, bergambar cantik, dihantar pada waktu orang memilih makanan. Data jualan anda akan menunjukkan yang mana.',
  zh: '{title}：挑一道菜或一款饮料，拍得漂亮一些，在大家决定吃什么的时段发布。有了您的销售数据，我就能告诉您是哪一样。',
}

/** Who the copy is for and the languages it is written in, as the profile says. */
function audience({ profile, locale }: MarketingFacts, language: Language): string {
  const languages = profileLanguages(profile.languages_used, language)
  const segments = clauses(profile.target_segments, 2).map(plain)
  const who = segments.length > 0 ? fill(language, AIM, { segments: segments.join(language === 'zh' ? '；' : '; ') }) : ''
  if (languages.length === 0) return who
  const named = plain(list(languages, locale))
  return [fill(language, WRITE_IN, { languages: named }), who].filter(Boolean).join(language === 'zh' ? '' : ' ')
}

export const AIM: Phrase = { en: 'Aim it at: {segments}.', ms: 'Sasarkan kepada: {segments}.', zh: '目标顾客：{segments}。' }
export const WRITE_IN: Phrase = {
  en: 'Write the copy in {languages}, as your profile says.',
  ms: 'Tulis ayat iklan dalam {languages}, seperti dalam profil anda.',
  zh: '按照您的公司简介，文案用{languages}撰写。',
}
