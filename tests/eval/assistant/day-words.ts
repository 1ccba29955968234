/** How the answers write days in each language, from our own names, not the code under test's (Intl). */

/** A period as the Chinese answers write it, from our own names: 2026年11月9日至15日（周一至周日）. */
export const ZH_WEEKDAY = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']
export const zhDay = (iso: string, withYear = true) => `${withYear ? `${Number(iso.slice(0, 4))}年` : ''}${Number(iso.slice(5, 7))}月${Number(iso.slice(8))}日`
export const zhPeriod = (from: string, to: string) => {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
  const weekdays = (iso: string) => ZH_WEEKDAY[new Date(iso).getUTCDay()]!
  if (days === 1) return `${zhDay(from)}（${weekdays(from)}）`
  const end = from.slice(0, 4) !== to.slice(0, 4) ? zhDay(to) : from.slice(5, 7) !== to.slice(5, 7) ? zhDay(to, false) : `${Number(to.slice(8))}日`
  return `${zhDay(from)}至${end}${days <= 7 ? `（${weekdays(from)}至${weekdays(to)}）` : ''}`
}

/** Monday first, as the answers name the days of the week, in each language (our own names, not Intl's). */
export const WEEKDAY_NAMES = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ms: ['Isnin', 'Selasa', 'Rabu', 'Khamis', 'Jumaat', 'Sabtu', 'Ahad'],
  zh: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
} as const
