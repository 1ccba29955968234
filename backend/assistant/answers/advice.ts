/**
 * What to do next: the dashboard's insights for the period (../../analytics/get-dashboard.ts, the
 * same ranked sentences the AI Insights panel shows, already ranked for the owner's goals), each
 * with its one action, and the owner's top goal (../../accounts/owner-goals.ts). Nothing is added
 * to them: every number here is one an insight computed. The insights are written in English
 * (../../accounts/preferences.ts `writingLocale`); a Malay or Chinese answer says so.
 */
import { ownerGoals } from '../../accounts/owner-goals'
import { dashboardOf } from '../../analytics/get-dashboard'
import { localDate } from '../../analytics/festive-calendar'
import { defaultPeriod, samePeriod } from '../../analytics/period'
import { bold, bullets, plain } from '../markdown'
import type { Answer, Question } from '../types'
import type { Reading } from './reading'
import { daysToRead } from './scope'
import { sourcesFor } from './sources'
import { fill, say, type Phrase } from '../../phrase'
import { atOutlet, periodLabel } from './text'

const DEFAULT_ADVICE = 3
const MOST = 8

const INTRO: Phrase = { en: 'What I would do next, from the dashboard’s insights for {period}{where}:', ms: 'Apa yang saya cadangkan seterusnya, daripada cerapan papan pemuka untuk {period}{where}:', zh: '根据 Dashboard 对{period}{where}的洞察，我建议接下来这样做：' }
const SERVES: Phrase = { en: ' (serves your goal: {goal})', ms: ' (menyokong matlamat anda: {goal})', zh: '（有助于您的目标：{goal}）' }
const GOAL: Phrase = { en: 'Your top goal: {goal}.', ms: 'Matlamat utama anda: {goal}.', zh: '您的首要目标：{goal}。' }
const NO_GOAL: Phrase = {
  en: 'Set your goals in Settings → Goals and I will put the advice that serves them first.',
  ms: 'Tetapkan matlamat anda di Settings → Goals dan saya akan mendahulukan cadangan yang menyokongnya.',
  zh: '在 Settings → Goals 设定您的目标，我会把有助于达成目标的建议排在最前面。',
}
const NO_INSIGHTS: Phrase = {
  en: 'The dashboard has no insights for {period}{where} yet: they need enough sales to compare hours, items, weeks and customers, so I will not guess.',
  ms: 'Papan pemuka belum ada cerapan untuk {period}{where}: ia memerlukan jualan yang cukup untuk membandingkan waktu, item, minggu dan pelanggan, jadi saya tidak akan meneka.',
  zh: 'Dashboard 还没有{period}{where}的洞察：需要足够的销售数据才能比较时段、品项、每周和顾客，所以我不会乱猜。',
}
const ENGLISH: Phrase = { en: '', ms: '(Cerapan ini ditulis dalam bahasa Inggeris.)', zh: '（这些洞察是用英文写的。）' }

export async function adviceAnswer(reading: Reading, question: Question): Promise<Answer> {
  const days = daysToRead(reading, question.period)
  if (!('from' in days)) return days
  const { ctx, accountId, locale, outlet } = reading
  const chosen = { from: localDate(days.from), to: localDate(days.to) }
  const isDefault = samePeriod(chosen, defaultPeriod(localDate(reading.today)))
  const insights = (await dashboardOf(ctx, accountId, isDefault ? null : chosen, outlet)).insights
  const goals = await ownerGoals(ctx, accountId)
  const period = periodLabel(days.from, days.to, locale)
  const where = atOutlet(locale, outlet)
  const parts = [...days.notes]
  if (insights.length === 0) parts.push(fill(locale, NO_INSIGHTS, { period, where }))
  else {
    const shown = insights.slice(0, Math.min(MOST, Math.max(1, question.limit ?? DEFAULT_ADVICE)))
    parts.push(fill(locale, INTRO, { period, where }))
    parts.push(bullets(shown.map((insight) => `${bold(insight.action)}: ${plain(insight.text)}${insight.goal ? fill(locale, SERVES, { goal: plain(insight.goal) }) : ''}`)))
    if (say(locale, ENGLISH)) parts.push(say(locale, ENGLISH))
  }
  parts.push(goals.top ? fill(locale, GOAL, { goal: bold(goals.top.text) }) : say(locale, NO_GOAL))
  const sources = sourcesFor(reading.uploads, days, locale, { panel: 'AI Insights', outlet })
  return { text: parts.join('\n\n'), sources: goals.top ? [...sources, 'Your goals: Settings → Goals and Company Profile'] : sources }
}
