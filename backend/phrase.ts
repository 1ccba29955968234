/**
 * The one way the backend's sentences are translated. A Phrase holds one text (or one function of
 * the values it is written with, or a list of texts) for every language Selera writes, so a
 * missing language does not compile; `say` picks the one for a language or a locale, and `fill`
 * writes values into its `{name}` holes. Tables of phrases stay beside the code that writes them.
 * The app's own words are in its message catalogue (messages/), which the backend does not import.
 */
import type { Language, Locale } from '../kernel/format'

/** One text (by default) for every language. */
export type Phrase<T = string> = { readonly [language in Language]: T }

/** Where a phrase is said: in a language, or in a locale's language. */
export type SaidIn = Language | Pick<Locale, 'language'>

/** The phrase's text for `to`. */
export function say<T>(to: SaidIn, phrase: Phrase<T>): T {
  return phrase[typeof to === 'string' ? to : to.language]
}

/** The phrase's text for `to` with its `{name}` holes filled (values already written); an unknown hole is kept. */
export function fill(to: SaidIn, phrase: Phrase, values: Readonly<Record<string, string>>): string {
  return say(to, phrase).replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole)
}
