/**
 * The assistant's shared vocabulary: what a question was understood as
 * (./understand/), what an answer is (./answers/, ./documents/, ./marketing/), and the conversation
 * context a follow-up reads ("and the week before?", "what about Bangsar?").
 *
 * Everything here is plain data, so a question understood once can be kept with the chat history
 * and read back for the next question.
 */
import type { ChatFigure } from '../../kernel/contract'
import type { Language } from '../../kernel/format'

/** The numbers an owner asks about. `avg_order` is revenue / orders. */
export type Measure = 'revenue' | 'orders' | 'customers' | 'avg_order'

/**
 * What a question is about. `figures` is one or more measures over a period (compared with
 * another when `comparedTo` is set); the others name their own answer.
 */
export type Topic =
  | 'figures'
  | 'by_day'
  /** Each day of the week on average ("which day of the week is busiest?"), never one date. */
  | 'weekdays'
  | 'weekend_vs_weekday'
  | 'best_sellers'
  | 'worst_sellers'
  | 'peak_hours'
  | 'quiet_hours'
  | 'outlets'
  | 'payments'
  | 'channels'
  | 'repeat_customers'
  | 'lapsed_customers'
  /** What was refunded: the lines with a negative amount. */
  | 'refunds'
  | 'advice'
  | 'greeting'
  | 'thanks'
  | 'help'
  /** Not a question about the sales: the documents are searched, then the honest "what I can do". */
  | 'other'

/** How the owner named the period, kept so a follow-up can shift it ("and the week before?"). */
export type PeriodKind =
  | 'today'
  | 'yesterday'
  | 'this_week'
  | 'last_week'
  | 'last_n_days'
  | 'this_month'
  | 'last_month'
  | 'month'
  | 'range'
  | 'day'
  | 'this_year'
  | 'last_year'
  /** No period was named: the answerer's default (the last 30 days, or the latest data). */
  | 'default'

/** Local days in the account's zone, `YYYY-MM-DD`, both included. */
export interface AskedPeriod {
  kind: PeriodKind
  from: string
  to: string
  /** Days in it, for `last_n_days` ("last 14 days"); otherwise the count of days from..to. */
  days: number
}

export interface Question {
  /** As typed. */
  text: string
  /** The language it was asked in: the answer is written in it (Manglish is answered in English, Chinese in Simplified Chinese). */
  language: Language
  topic: Topic
  /** The measures asked about, in the order named; empty means the topic's own (revenue for most). */
  measures: Measure[]
  /** The period asked about; kind 'default' when none was named (and none carried from the context). */
  period: AskedPeriod
  /** The second period of a comparison ("this week vs last week", "compared to last month"). */
  comparedTo: AskedPeriod | null
  /** One of the account's outlets, as the account spells it (matched fuzzily); null: all outlets. */
  outlet: string | null
  /** One of the account's items, as the account spells it (matched fuzzily); null: none named. */
  item: string | null
  /** How many to list ("top 3 items"); null: the answerer's default. */
  limit: number | null
  /**
   * Whether the question only shifts or narrows the previous one ("and the week before?", "what
   * about Bangsar?", "kalau minggu lepas?"): the topic and measures came from the context.
   */
  followUp: boolean
  /**
   * Set when the owner asked about profit or margin ("profit last month", "untung bulan lepas"),
   * which no sale records (Selera holds no costs): the answer says so and gives the sales.
   */
  profit?: boolean
  /**
   * Other items of the account the words read as `item` fit too ("nasi lemk": Nasi Lemak Biasa was
   * read, Nasi Lemak Ayam Goreng fits as well), closest first: the answer names them so the owner
   * can ask by name. Absent when the words fit one item only.
   */
  alsoMatched?: readonly string[]
  /**
   * Set when the owner asked for the topic outlet by outlet ("best sellers by outlet", "peak hour
   * per outlet", "top 5 menu ikut cawangan"): the answer gives each outlet's, or says it cannot.
   */
  byOutlet?: boolean
  /**
   * Another item named beside `item` ("nasi lemak vs teh tarik"): an item's figures are answered
   * for each in turn; other answers say they are not split by item. Absent when one item is named.
   */
  alsoNamed?: readonly string[]
  /**
   * Set when the owner named a part of the day ("lunch sales", "before 12pm", "jualan pagi"), which
   * no period holds: the answer says it reads whole days (the hours' answer gives them hour by hour).
   */
  partOfDay?: boolean
  /**
   * Set when the owner named some days of the period ("best sellers on weekends", "sales on
   * mondays") for an answer that reads every day of it: the answer says so.
   */
  someDays?: boolean
  /**
   * Set when the owner asked to leave a part of the sales out ("sales excluding GrabFood", "tanpa
   * grab"), which no answer does: the answer says it counts everything (a breakdown shows the part).
   */
  excluding?: boolean
  /**
   * Set when the question is about someone else's business ("the kopitiam across the road", a
   * competitor) or the future ("next month", "how much will we sell in 2028"): the owner's sales
   * answer neither, so the answer says so and states no figure. The topic is then 'other'.
   */
  outside?: 'elsewhere' | 'future'
  /**
   * Words of the question nothing read (./understand/unexplained.ts), as typed: the answer names
   * them, so a question read without them is visibly not the one asked. Absent when every word was read.
   */
  unexplained?: readonly string[]
  /**
   * Payment methods or channels named for a breakdown ("cash", "delivery", "dinein"), as the tables
   * read them (./understand/values.ts): the answer leads with each one's share. Absent when none.
   */
  values?: readonly string[]
}

/** What the understanding needs to know about the account. */
export interface AccountVocabulary {
  /** The account's local today (its timezone). */
  today: string
  /** The account's item names as stored (fuzzy matching maps "nasi lemk" to one of them). */
  items: readonly string[]
  outlets: readonly string[]
}

/** The context a follow-up reads: the previous question understood, if any. */
export interface ConversationContext {
  previous: Question | null
}

/** One answer of the assistant, before it is stored in the history. */
export interface Answer {
  /** Light formatting only (paragraphs, '- ' lists, **bold**, pipe tables, http(s) links). */
  text: string
  /** Never empty for an answer that states a number or quotes a document. */
  sources: string[]
  /** A series the answer is about, drawn under the text as a small chart or table. */
  figure?: ChatFigure
}

/** Bounds every answer keeps (the screen's renderer caps what it draws too). */
export const MAX_ANSWER_CHARS = 4000
