/**
 * Question understanding for the chat assistant (general mode,
 * docs/product.md#what-the-assistant-understands-by-language): what an owner asks about their
 * sales, in English, Malay, Manglish and with typos, read by word tables and bounded patterns (no
 * language model, no date library: none reads Malay periods). Deterministic and pure: today comes
 * from the vocabulary, and the same words always read the same.
 *
 * How a message is read: ./text.ts cuts it into words (short forms spelled out, typos corrected),
 * ./periods.ts finds the periods named, ./names.ts the account's items and outlets, ./topics.ts
 * the topic and measures in the words left; ./compare.ts pairs periods, ./follow-up.ts fills in
 * from the previous question.
 */
import type { Language } from '../../../kernel/format'
import type { AccountVocabulary, AskedPeriod, ConversationContext, Question } from '../types'
import { addDays, localDate, period, type LocalDate } from './calendar'
import { askedPeriods } from './compare'
import { followCue, measuredTopic, periodBefore, shiftCue, usablePrevious } from './follow-up'
import { bestName, nameWordsOf, phrases, type NameMatch, type NameWords } from './names'
import { findPeriods } from './periods'
import { shiftPeriod } from './shift'
import { line, read, type Reading } from './text'
import { limitIn, partOfDayIn, readTopic } from './topics'
import { unexplainedWords } from './unexplained'
import { valueWordsIn } from './values'
import { KNOWN } from './words'

export { MAX_READ } from './text'

/** Topics that count customers themselves; any other gives sales, and names a customer count only when one is asked. */
const COUNTING_TOPICS: ReadonlySet<string> = new Set(['figures', 'by_day', 'weekdays', 'repeat_customers', 'lapsed_customers'])
const HOW_MANY = /\b(?:how many|number of|count|berapa|bilangan|jumlah)\b/

/** Words that start a period ("last …", "bulan lepas"): left over, they say a period was meant and not read. */
const PERIOD_CUES: ReadonlySet<string> = new Set(['last', 'this', 'past', 'previous', 'lepas', 'ini', 'lalu'])

/** Selling named as a verb, and how much or how many of a name: a question that says what it asks. */
const SELLING = /\b(?:sell|sells|selling|sold|jual|menjual|dijual|terjual)\b/
const HOW_MUCH = /\b(?:how (?:much|many)|berapa)\b/

/** Topics whose answer sets values side by side: "vs" between two of them compares those (see askedPeriods). */
const VALUE_TOPICS: ReadonlySet<string> = new Set(['outlets', 'payments', 'channels'])

/** Words that name an outlet by its kind ("the Bangsar outlet", "cawangan Bangsar"). */
const OUTLET_WORDS: ReadonlySet<string> = new Set(['outlet', 'branch', 'store', 'shop', 'location', 'cawangan', 'cwgn', 'kedai'])

/**
 * "So far", "up to today", "same period", "setakat ini", 同期: a comparison of like with like, so the
 * longer period is read for as many days as the shorter (this month so far, 1–18 Nov, against 1–18 Oct).
 */
const LIKE_FOR_LIKE = /\b(?:so far|up to (?:today|now|date)|to date|till date|until now|same (?:period|days|number of days)|like for like|setakat (?:ini|hari ini)|sampai hari ini|hingga (?:kini|hari ini)|(?:tempoh|masa|hari) yang sama|tempoh sama)\b/

/** `compared` cut to as many days as `asked` from its own start (a comparison's second period is never the shorter one asked). */
function sameDays(asked: AskedPeriod | null, compared: AskedPeriod | null, today: LocalDate): AskedPeriod | null {
  if (!asked || !compared || compared.days <= asked.days) return compared
  const from = localDate(compared.from)
  return period('range', from, addDays(from, asked.days - 1), today)
}

function defaultPeriod(today: string): AskedPeriod {
  return { kind: 'default', from: today, to: today, days: 1 }
}

/** Chinese when any Chinese was written; Malay when Malay table words are at least three times the English ones: Manglish is answered in English. */
function languageOf(reading: Reading, skip: ReadonlySet<number>): Language {
  if (reading.chinese) return 'zh'
  let malay = 0
  let english = 0
  for (const word of reading.words) {
    if (skip.has(word.raw)) continue
    if (word.language === 'ms') malay++
    if (word.language === 'en') english++
  }
  return malay > 0 && malay >= 3 * english ? 'ms' : 'en'
}

interface Names {
  outlet: NameMatch | null
  item: NameMatch | null
  /** A second outlet or item named apart from the first ("bangsar vs mont kiara", "nasi lemak vs teh tarik"). */
  otherOutlet: NameMatch | null
  otherItem: NameMatch | null
}

/** The spans that overlap none of `matches`. */
function outside(spans: ReadonlyArray<[number, number]>, ...matches: Array<NameMatch | null>): Array<[number, number]> {
  return spans.filter(([first, last]) => matches.every((match) => !match || last < match.first || first > match.last))
}

/** A second name of `names` in `spans`, other than `first`'s: null when none (or the same one again). */
function secondName(raw: readonly string[], spans: ReadonlyArray<[number, number]>, names: readonly string[], first: NameMatch | null, ties: 'first' | 'none'): NameMatch | null {
  if (!first) return null
  const second = bestName(raw, spans, names, ties)
  return second && second.name !== first.name ? second : null
}

function findNames(reading: Reading, inPeriods: ReadonlySet<number>, vocabulary: AccountVocabulary, nameWords: NameWords): Names {
  const corrected = new Set(reading.words.filter((word) => word.corrected).map((word) => word.raw))
  const readable = (index: number) => {
    const token = reading.raw[index] ?? ''
    if (inPeriods.has(index) || corrected.has(index) || !/^[a-z]/.test(token)) return false
    // Only a word that is, or nearly is, a word of the names can be part of one.
    return nameWords.all.has(token) || (!KNOWN.has(token) && nameWords.byLength.hasNear(token))
  }
  const spans = phrases(reading.raw, readable, nameWords.all)
  // A word two outlets share names neither (the answer is then the whole shop's); a phrase two items
  // fit reads as one of them, and the answer names the others.
  const outlet = bestName(reading.raw, spans, vocabulary.outlets, 'none')
  const otherOutlet = secondName(reading.raw, outside(spans, outlet), vocabulary.outlets, outlet, 'none')
  const free = outside(spans, outlet, otherOutlet)
  const item = bestName(reading.raw, free, vocabulary.items, 'first')
  const otherItem = secondName(reading.raw, outside(free, item), vocabulary.items, item, 'first')
  // Two items are answered in the order typed, except that one several items fit comes first, so its answer can say which it read.
  const swap = item && otherItem && (otherItem.others.length > 0 ? item.others.length === 0 : otherItem.first < item.first && item.others.length === 0)
  return swap ? { outlet, otherOutlet, item: otherItem, otherItem: item } : { outlet, otherOutlet, item, otherItem }
}

export function understand(text: string, vocabulary: AccountVocabulary, context: ConversationContext): Question {
  const today: LocalDate = localDate(vocabulary.today)
  const nameWords = nameWordsOf(vocabulary.items, vocabulary.outlets)
  const reading = read(text, nameWords)
  const found = findPeriods(line(reading.words), today)

  const periodWords = new Set<number>()
  const inPeriods = new Set<number>()
  for (const { first, last } of found) {
    for (let index = first; index <= last; index++) {
      periodWords.add(index)
      inPeriods.add(reading.words[index]?.raw ?? -1)
    }
  }
  const names = findNames(reading, inPeriods, vocabulary, nameWords)
  const inNames = new Set<number>()
  for (const match of [names.outlet, names.item, names.otherOutlet, names.otherItem]) {
    for (let index = match?.first ?? 0; match && index <= match.last; index++) inNames.add(index)
  }
  // "bangsar outlet sales", "cawangan bangsar": the word beside an outlet's name is part of naming it, not a breakdown.
  if (names.outlet) {
    for (const index of [names.outlet.first - 1, names.outlet.last + 1]) if (OUTLET_WORDS.has(reading.raw[index] ?? '')) inNames.add(index)
  }

  // The words left once periods and names are taken out say the topic; the whole line says the follow-up.
  const rest = reading.words.filter((word, index) => !periodWords.has(index) && !inNames.has(word.raw)).map((word) => word.text)
  const restText = rest.join(' ')
  const wholeText = line(reading.words).text
  const topic = readTopic(restText)
  // "weekend vs weekday sales last month", "bangsar vs mont kiara last week": the comparison is within one period, not between two periods.
  const twoNamed = names.otherOutlet !== null || names.otherItem !== null
  const periods = (topic.topic === 'weekend_vs_weekday' || twoNamed) && found.length < 2
    ? { period: found[0]?.period ?? null, comparedTo: null }
    : askedPeriods(reading.words.filter((word) => !inNames.has(word.raw)).map((word) => word.text), found, today, VALUE_TOPICS.has(topic.topic))
  const named = names.outlet !== null || names.item !== null
  const previous = usablePrevious(context.previous)
  const shift = shiftCue(wholeText)

  const question: Question = {
    text,
    language: languageOf(reading, inNames),
    topic: 'other',
    measures: topic.measures,
    period: periods.period ?? defaultPeriod(vocabulary.today),
    comparedTo: LIKE_FOR_LIKE.test(wholeText) ? sameDays(periods.period, periods.comparedTo, today) : periods.comparedTo,
    outlet: names.outlet?.name ?? null,
    item: names.item?.name ?? null,
    limit: limitIn(restText),
    followUp: false,
  }
  const unexplained = unexplainedWords(reading, new Set([...inNames, ...inPeriods]), nameWords.all)
  if (unexplained.length > 0) question.unexplained = unexplained
  if (topic.profit) question.profit = true
  // An outlet named is answered for itself, not outlet by outlet.
  if (topic.byOutlet && !names.outlet) question.byOutlet = true
  if (names.otherItem) question.alsoNamed = [names.otherItem.name]
  // "Sales last night": the period words name the day, and still a part of it.
  if (topic.partOfDay || partOfDayIn(wholeText)) question.partOfDay = true
  if (topic.someDays) question.someDays = true
  if (topic.excluding) question.excluding = true
  if (names.item && names.item.others.length > 0) question.alsoMatched = names.item.others

  // A document may hold the answer (a forecast the owner wrote): searched first; the future's honest answer after it.
  if (topic.documents) return topic.outside ? { ...question, outside: topic.outside } : question
  // Someone else's sales, or sales to come: never the owner's own figures (nor a name of theirs a word of it shares).
  if (topic.outside) return { ...question, topic: 'other', measures: [], outside: topic.outside, outlet: null, item: null }
  const measureOnly = topic.named && topic.topic === 'figures'
  const cue = followCue(wholeText)

  // "How much nasi lemak did we sell yesterday?" says what it asks (selling, or how much of a name): it stands alone, whatever came before.
  const complete = SELLING.test(wholeText) || (named && HOW_MUCH.test(wholeText))
  if (previous && !twoNamed && !topic.named && !topic.business && !complete && (found.length > 0 || named || shift !== null)) {
    // "how about last month?", "what about Bangsar?", "and the week before?"
    return {
      ...question,
      topic: previous.topic,
      measures: previous.measures,
      period: periods.period ?? (shift !== null ? periodBefore(previous.period, shift, today) : null) ?? previous.period,
      comparedTo: carriedComparison(periods.period, periods.comparedTo, shift !== null, previous, today),
      outlet: question.outlet ?? previous.outlet,
      item: question.item ?? previous.item,
      limit: question.limit ?? previous.limit,
      ...(previous.byOutlet === true && question.outlet === null ? { byOutlet: true } : {}),
      // "Last month pulak?" after "cash share this month": still the cash.
      ...(previous.values && valueWordsIn(rest, previous.topic).length === 0 ? { values: previous.values } : {}),
      followUp: true,
    }
  }
  // "sales last wek": a period was meant ("last") but not read, so the previous one is not taken for it.
  const periodMeant = rest.some((word) => PERIOD_CUES.has(word))
  if (previous && measureOnly && (cue || (found.length === 0 && !named && !periodMeant && rest.length <= 3))) {
    // "and orders?": the previous question with other measures.
    return {
      ...question,
      topic: measuredTopic(previous),
      period: periods.period ?? previous.period,
      comparedTo: periods.period ? periods.comparedTo : previous.comparedTo,
      outlet: question.outlet ?? previous.outlet,
      item: question.item ?? previous.item,
      followUp: true,
    }
  }

  if (topic.named) question.topic = topic.weekdaysUnlessPeriod && found.length > 0 ? 'by_day' : topic.topic
  else if (found.length > 0 || named || topic.business) question.topic = 'figures'
  else if (shift !== null) {
    question.topic = 'figures'
    question.period = periodBefore(null, shift, today) ?? question.period
  } else question.topic = topic.smallTalk ?? 'other'

  if (names.otherOutlet) {
    // Two outlets named: the outlets side by side (the breakdown, or the topic outlet by outlet), never one of them quietly.
    question.outlet = null
    if (question.topic === 'figures') question.topic = 'outlets'
    else if (question.topic !== 'outlets') question.byOutlet = true
  }
  if (previous && topic.named && cue && found.length === 0) {
    // "what about best sellers?": a new topic over the same period and outlet.
    question.period = previous.period
    question.outlet = question.outlet ?? previous.outlet
  }
  if (question.topic === 'greeting' || question.topic === 'thanks' || question.topic === 'help' || question.topic === 'other') {
    question.measures = []
  }
  // "How do my customers pay", "when do most customers come": customers are who the question is about,
  // not a count asked of an answer that gives sales; "how many customers paid by card" asks one.
  if (!COUNTING_TOPICS.has(question.topic) && !HOW_MANY.test(wholeText)) question.measures = question.measures.filter((measure) => measure !== 'customers')
  const values = valueWordsIn(rest, question.topic)
  if (values.length > 0) question.values = values
  return question
}

/** A follow-up keeps comparing: a new period is compared with the one before it, a shifted pair moves together. */
function carriedComparison(
  asked: AskedPeriod | null,
  compared: AskedPeriod | null,
  shifted: boolean,
  previous: Question,
  today: LocalDate,
): AskedPeriod | null {
  if (asked) return compared ?? (previous.comparedTo ? shiftPeriod(asked, -1, today) : null)
  if (shifted && previous.comparedTo) return shiftPeriod(previous.comparedTo, -1, today)
  return previous.comparedTo
}
