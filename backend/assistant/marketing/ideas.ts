/**
 * Campaign ideas (marketing mode, docs/product.md#chat): two or three, each grounded in a named
 * fact — the quietest time of the period's sales with a set to fill it, the best seller to feature,
 * the coming festive period with its dates — written for the profile's target segments and
 * languages. Every number is read from the account's data or the calendar; what is missing is said,
 * with the profile answers and uploads that would make the ideas specific.
 */
import { bold, plain } from '../markdown'
import { list, money, percent, quantity, share } from '../../../kernel/format'
import { daysBetween } from '../../analytics/festive-calendar'
import { isoDate } from '../../time/calendar'
import { MAX_ANSWER_CHARS, type Answer, type AskedLanguage } from '../types'
import type { MarketingFacts, SalesFacts } from './facts'
import { halalWarning, mentionsHalal } from '../../halal'
import { comingOccasion } from './occasion'
import { clauses, festiveAngle, festiveDates, festiveName, periodText, profileLanguages, slotName, whenFrom } from './phrases'
import { occasionPattern } from './request'
import { SET_DISCOUNT, setPrice } from './pricing'
import { SOURCE, fill, missingForIdeas } from './wording'

export function campaignIdeas(facts: MarketingFacts, text: string, language: AskedLanguage): Answer {
  const en = language === 'en'
  const zh = language === 'zh'
  const { locale, sales, profile } = facts
  const sources: string[] = []
  const ideas: string[] = []
  const quiet = sales && quietIdea(sales, facts, language)
  if (quiet) ideas.push(quiet)
  ideas.push(bestSellerIdea(facts, language, !quiet))
  if (sales) {
    const read = periodText(sales.period.from, sales.period.to, facts.today.year, locale)
    sources.push(zh ? `${SOURCE.sales[language]}（${read}）` : `${SOURCE.sales[language]} ${read}`)
  }

  const occasion = comingOccasion(facts.today, text)
  if (occasion) {
    const days = daysBetween(isoDate(facts.today), occasion.start)
    const seasonal = profile.seasonal_offerings?.split(/[,;\n，；、]/).map((part) => part.trim()).find((part) => occasionPattern(occasion.key).test(part))
    const title = bold(festiveName(occasion, language))
    const dates = plain(festiveDates(occasion, locale, facts.today.year))
    const when = whenFrom(days, language)
    const head = zh
      ? `${title}：${dates}（${when}${occasion.projected ? '，日期为预计' : ''}）`
      : `${title}: ${dates} (${when}${occasion.projected ? (en ? ', expected dates' : ', tarikh jangkaan') : ''})`
    const angle = zh ? `${head}。建议准备${festiveAngle(occasion.key, language)}。` : en ? `${head}. Plan ${festiveAngle(occasion.key, language)}.` : `${head}. Rancang ${festiveAngle(occasion.key, language)}.`
    const hero = seasonal
      ? zh ? `您的公司简介列有${plain(seasonal)}，不妨把它作为主打。` : en ? ` Your profile lists ${plain(seasonal)}: make it the hero.` : ` Profil anda menyenaraikan ${plain(seasonal)}: jadikan ia tumpuan.`
      : ''
    ideas.push(angle + hero)
    sources.push(SOURCE.calendar[language])
  }
  if (facts.profileAnswered) sources.unshift(SOURCE.profile[language])

  const name = facts.businessName ? plain(facts.businessName) : null
  const intro = sales || facts.profileAnswered
    ? fill(INTRO[language], { count: String(ideas.length), business: name ? fill(FOR_BUSINESS[language], { name }) : '' })
    : GENERAL_INTRO[language]
  const blocks = [intro, ideas.map((idea, index) => `${index + 1}. ${idea}`).join('\n'), audience(facts, language)]
  const missing = missingForIdeas(facts, language)
  if (missing) blocks.push(missing)
  if (mentionsHalal(text)) blocks.unshift(halalWarning(language))
  return { text: blocks.filter(Boolean).join('\n\n').slice(0, MAX_ANSWER_CHARS), sources }
}

export const INTRO: Record<AskedLanguage, string> = {
  en: 'Here are {count} campaign ideas{business}:',
  ms: 'Berikut {count} idea kempen{business}:',
  zh: '这里有{count}个{business}营销活动点子：',
}
export const FOR_BUSINESS: Record<AskedLanguage, string> = { en: ' for {name}', ms: ' untuk {name}', zh: '为{name}准备的' }
export const GENERAL_INTRO: Record<AskedLanguage, string> = {
  en: 'I cannot see your sales or your company profile yet, so these ideas are general; none of them rests on a number of yours:',
  ms: 'Saya belum dapat melihat jualan atau profil syarikat anda, jadi idea ini umum; tiada satu pun berdasarkan angka anda:',
  zh: '我还看不到您的销售数据或公司简介，所以这些点子比较笼统，没有一个是根据您的数字得出的：',
}

/** Fill the quietest slot with a set of the best seller and the slow item, priced from their averages. */
function quietIdea(sales: SalesFacts, { locale }: MarketingFacts, language: AskedLanguage): string | null {
  const { quiet, best, slow } = sales
  if (!quiet) return null
  const en = language === 'en'
  const slot = slotName(quiet.weekday, quiet.hours, locale)
  const part = share(quiet.revenue, quiet.total, 1, locale)
  const timed = quiet.hours !== null
  // Hours are read from the sales that have a time of day; say so only when some have none (day totals, dates without times).
  const ofTimed = timed && Math.abs(quiet.total - sales.revenue) >= 0.005
  if (language === 'zh') return quietIdeaChinese(sales, locale, slot, part, timed, ofTimed)
  const head = en
    ? `${bold(`Fill ${slot}`)}: ${timed ? 'those two hours' : 'that day'} brought in ${money(quiet.revenue, locale)}, ${part} of your sales${ofTimed ? ' that have a time of day' : ''}.`
    : `${bold(`Isi ${slot}`)}: ${timed ? 'dua jam itu' : 'hari itu'} membawa ${money(quiet.revenue, locale)}, ${part} daripada jualan anda${ofTimed ? ' yang mempunyai waktu' : ''}.`
  const items = [best, slow].filter((item) => item !== null)
  const price = setPrice(items.map((item) => item.price))
  if (items.length === 0 || price === null) return `${head} ${en ? 'A time-limited offer in that slot gives people a reason to come.' : 'Tawaran terhad pada waktu itu memberi pelanggan sebab untuk datang.'}`
  const setName = plain(items.map((item) => item.name).join(' + '))
  const averages = list(items.map((item) => money(item.price, locale)), locale)
  const off = percent(SET_DISCOUNT, 0, locale)
  return en
    ? `${head} Try a '${setName}' set in that slot only, at ${money(price, locale)} (a suggested price: ${off} under the ${averages} ${items.length > 1 ? 'they sell' : 'it sells'} for on average, rounded down).`
    : `${head} Cuba set '${setName}' pada waktu itu sahaja, pada harga ${money(price, locale)} (harga cadangan: ${off} bawah purata harga jualan ${averages}, dibundarkan ke bawah).`
}

/** quietIdea in Chinese: the same facts, the same set and price. */
function quietIdeaChinese({ quiet, best, slow }: SalesFacts, locale: MarketingFacts['locale'], slot: string, part: string, timed: boolean, ofTimed: boolean): string {
  const head = `${bold(`带旺${slot}的冷清时段`)}：${timed ? '这两个小时' : '这一天'}只带来${money(quiet!.revenue, locale)}，占您${ofTimed ? '有记录时间的' : ''}销售额的${part}。`
  const items = [best, slow].filter((item) => item !== null)
  const price = setPrice(items.map((item) => item.price))
  if (items.length === 0 || price === null) return `${head}在这个时段推出限时优惠，给顾客一个上门的理由。`
  const setName = plain(items.map((item) => item.name).join(' + '))
  const averages = list(items.map((item) => money(item.price, locale)), locale)
  const off = percent(SET_DISCOUNT, 0, locale)
  return `${head}不妨只在这个时段推出“${setName}”套餐，售价${money(price, locale)}（建议价：以平均售价${averages}${items.length > 1 ? '的总和' : ''}减${off}，再向下取整）。`
}

/** Feature the best seller: from the sales when there are any, else as the profile names it. */
function bestSellerIdea({ sales, locale, profile }: MarketingFacts, language: AskedLanguage, withSlow: boolean): string {
  const en = language === 'en'
  const best = sales?.best
  if (language === 'zh') return bestSellerIdeaChinese({ sales, locale, profile }, withSlow)
  if (sales && best) {
    const figures = `${money(best.revenue, locale)} ${en ? 'from' : 'daripada'} ${quantity(best.quantity, locale)} ${en ? 'sold' : 'jualan'}, ${share(best.revenue, sales.revenue, 1, locale)} ${en ? 'of your sales' : 'daripada jualan anda'}`
    const slow = withSlow && sales.slow
      ? en
        ? ` Pair it with ${plain(sales.slow.name)} (only ${money(sales.slow.revenue, locale)}) to give that item a push.`
        : ` Gandingkan dengan ${plain(sales.slow.name)} (hanya ${money(sales.slow.revenue, locale)}) untuk melonjakkan jualannya.`
      : ''
    return en
      ? `${bold(`Put ${best.name} up front`)}: your best seller, ${figures}. Feature it in your posts and at the counter.${slow}`
      : `${bold(`Tonjolkan ${best.name}`)}: jualan terlaris anda, ${figures}. Tampilkan dalam hantaran dan di kaunter.${slow}`
  }
  const named = clauses(profile.best_selling_products, 1)[0] ?? clauses(profile.main_products, 1)[0]
  if (named) {
    return en
      ? `${bold(`Put ${named} up front`)}: your profile names it among what you sell best. Feature it in your posts and at the counter; your sales would show what it brings in.`
      : `${bold(`Tonjolkan ${named}`)}: profil anda menyebutnya antara yang paling laris. Tampilkan dalam hantaran dan di kaunter; data jualan akan menunjukkan hasilnya.`
  }
  return en
    ? `${bold('Feature your best seller')}: one dish or drink, photographed well, posted at the hour people decide what to eat. Your sales would tell me which one it is.`
    : `${bold('Tonjolkan jualan terlaris anda')}: satu hidangan atau minuman, bergambar cantik, dihantar pada waktu orang memilih makanan. Data jualan anda akan menunjukkan yang mana.`
}

/** bestSellerIdea in Chinese. */
function bestSellerIdeaChinese({ sales, locale, profile }: Pick<MarketingFacts, 'sales' | 'locale' | 'profile'>, withSlow: boolean): string {
  const best = sales?.best
  if (sales && best) {
    const figures = `共售出${quantity(best.quantity, locale)}份，带来${money(best.revenue, locale)}，占您销售额的${share(best.revenue, sales.revenue, 1, locale)}`
    const slow = withSlow && sales.slow ? `搭配${plain(sales.slow.name)}（只卖了${money(sales.slow.revenue, locale)}）一起推，顺便带动它的销量。` : ''
    return `${bold(`主推${best.name}`)}：这是您最畅销的产品，${figures}。在贴文和柜台都把它放在最显眼的位置。${slow}`
  }
  const named = clauses(profile.best_selling_products, 1)[0] ?? clauses(profile.main_products, 1)[0]
  if (named) return `${bold(`主推${named}`)}：您的公司简介把它列为最畅销的产品之一。在贴文和柜台都把它放在最显眼的位置；有了销售数据，就能看出它带来多少生意。`
  return `${bold('主推您的畅销品')}：挑一道菜或一款饮料，拍得漂亮一些，在大家决定吃什么的时段发布。有了您的销售数据，我就能告诉您是哪一样。`
}

/** Who the copy is for and the languages it is written in, as the profile says. */
function audience({ profile, locale }: MarketingFacts, language: AskedLanguage): string {
  const languages = profileLanguages(profile.languages_used, language)
  const segments = clauses(profile.target_segments, 2).map(plain)
  const who = segments.length > 0 ? fill(AIM[language], { segments: segments.join(language === 'zh' ? '；' : '; ') }) : ''
  if (languages.length === 0) return who
  const named = plain(list(languages, locale))
  return [fill(WRITE_IN[language], { languages: named }), who].filter(Boolean).join(language === 'zh' ? '' : ' ')
}

export const AIM: Record<AskedLanguage, string> = { en: 'Aim it at: {segments}.', ms: 'Sasarkan kepada: {segments}.', zh: '目标顾客：{segments}。' }
export const WRITE_IN: Record<AskedLanguage, string> = {
  en: 'Write the copy in {languages}, as your profile says.',
  ms: 'Tulis ayat iklan dalam {languages}, seperti dalam profil anda.',
  zh: '按照您的公司简介，文案用{languages}撰写。',
}
