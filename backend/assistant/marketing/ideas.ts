/**
 * Campaign ideas (marketing mode, issue 12 §2): two or three, each grounded in a named fact — the
 * quietest time of the period's sales with a set to fill it, the best seller to feature, the
 * coming festive period with its dates — written for the profile's target segments and languages.
 * Every number is read from the account's data or the calendar; what is missing is said, with the
 * profile answers and uploads that would make the ideas specific.
 */
import { bold, plain } from '../markdown'
import { formatPeriod, list, money, percent, quantity, share } from '../../../src/format'
import { daysBetween } from '../../analytics/festive-calendar'
import { isoDate } from '../../time/calendar'
import { MAX_ANSWER_CHARS, type Answer, type AskedLanguage } from '../types'
import type { MarketingFacts, SalesFacts } from './facts'
import { halalWarning } from './halal'
import { comingOccasion } from './occasion'
import { clauses, festiveAngle, festiveDates, festiveName, profileLanguages, slotName, whenFrom } from './phrases'
import { occasionPattern, mentionsHalal } from './request'
import { SET_DISCOUNT, setPrice } from './pricing'
import { SOURCE, missingForIdeas } from './wording'

export function campaignIdeas(facts: MarketingFacts, text: string, language: AskedLanguage): Answer {
  const en = language === 'en'
  const { locale, sales, profile } = facts
  const sources: string[] = []
  const ideas: string[] = []
  const quiet = sales && quietIdea(sales, facts, language)
  if (quiet) ideas.push(quiet)
  ideas.push(bestSellerIdea(facts, language, !quiet))
  if (sales) sources.push(`${SOURCE.sales[language]} ${formatPeriod(sales.period.from, sales.period.to, facts.today.year, locale)}`)

  const occasion = comingOccasion(facts.today, text)
  if (occasion) {
    const days = daysBetween(isoDate(facts.today), occasion.start)
    const seasonal = profile.seasonal_offerings?.split(/[,;\n]/).map((part) => part.trim()).find((part) => occasionPattern(occasion.key).test(part))
    const head = `${bold(festiveName(occasion, language))}: ${plain(festiveDates(occasion, locale, facts.today.year))} (${whenFrom(days, language)}${occasion.projected ? (en ? ', expected dates' : ', tarikh jangkaan') : ''})`
    const angle = en ? `${head}. Plan ${festiveAngle(occasion.key, language)}.` : `${head}. Rancang ${festiveAngle(occasion.key, language)}.`
    const hero = seasonal ? (en ? ` Your profile lists ${plain(seasonal)}: make it the hero.` : ` Profil anda menyenaraikan ${plain(seasonal)}: jadikan ia tumpuan.`) : ''
    ideas.push(angle + hero)
    sources.push(SOURCE.calendar[language])
  }
  if (facts.profileAnswered) sources.unshift(SOURCE.profile[language])

  const name = facts.businessName ? plain(facts.businessName) : null
  const intro = sales || facts.profileAnswered
    ? en ? `Here are ${ideas.length} campaign ideas${name ? ` for ${name}` : ''}:` : `Berikut ${ideas.length} idea kempen${name ? ` untuk ${name}` : ''}:`
    : en
      ? 'I cannot see your sales or your company profile yet, so these ideas are general; none of them rests on a number of yours:'
      : 'Saya belum dapat melihat jualan atau profil syarikat anda, jadi idea ini umum; tiada satu pun berdasarkan angka anda:'
  const blocks = [intro, ideas.map((idea, index) => `${index + 1}. ${idea}`).join('\n'), audience(facts, language)]
  const missing = missingForIdeas(facts, language)
  if (missing) blocks.push(missing)
  if (mentionsHalal(text)) blocks.unshift(halalWarning(language))
  return { text: blocks.filter(Boolean).join('\n\n').slice(0, MAX_ANSWER_CHARS), sources }
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

/** Feature the best seller: from the sales when there are any, else as the profile names it. */
function bestSellerIdea({ sales, locale, profile }: MarketingFacts, language: AskedLanguage, withSlow: boolean): string {
  const en = language === 'en'
  const best = sales?.best
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

/** Who the copy is for and the languages it is written in, as the profile says. */
function audience({ profile, locale }: MarketingFacts, language: AskedLanguage): string {
  const en = language === 'en'
  const languages = profileLanguages(profile.languages_used, language)
  const segments = clauses(profile.target_segments, 2).map(plain)
  const who = segments.length > 0 ? (en ? ` Aim it at: ${segments.join('; ')}.` : ` Sasarkan kepada: ${segments.join('; ')}.`) : ''
  if (languages.length === 0) return who.trim()
  const named = plain(list(languages, locale))
  return (en ? `Write the copy in ${named}, as your profile says.` : `Tulis ayat iklan dalam ${named}, seperti dalam profil anda.`) + who
}
