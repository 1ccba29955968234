/** Counted nouns and lists, written the same way everywhere. */
import { DEFAULT_LOCALE, type Locale } from './locale'
import { count } from './numbers'

const AND: Record<Locale['language'], string> = { en: 'and', ms: 'dan', zh: '和' }

/** `1 outlet`, `3 outlets`, `1,204 sales rows`. */
export function counted(value: number, singular: string, plural = `${singular}s`, locale: Locale = DEFAULT_LOCALE): string {
  return `${count(value, locale)} ${value === 1 ? singular : plural}`
}

/** `a`, `a and b`, `a, b and c` (Chinese: `a、b和c`, with no spaces). */
export function list(items: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  if (items.length <= 1) return items[0] ?? ''
  const chinese = locale.language === 'zh'
  const and = chinese ? AND.zh : ` ${AND[locale.language]} `
  return `${items.slice(0, -1).join(chinese ? '、' : ', ')}${and}${items[items.length - 1]}`
}

/** `today`, `tomorrow`, `in 13 days`. */
export function inDays(days: number): string {
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
}
