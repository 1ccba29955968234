import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../kernel/limits'
import { BASE_LANGUAGE, CATALOGUE_LANGUAGES, catalogueLanguage, setCatalogueLanguage, type CatalogueLanguage } from './language'
import { m } from './messages'

// The catalogue as written (messages/<language>.json) against the catalogue as compiled (src/i18n/paraglide):
// every message of every language says something, in full, and says what its source says. A compile that
// lost its plugin (ADR 013: Paraglide's default settings fetch it from a CDN, and offline every message
// is then undefined) or that is behind messages/ fails here.

const ROOT = resolve(import.meta.dirname, '../..')
const STALE = 'src/i18n/paraglide is behind messages/: run `npm run messages`'

type Variants = [{ declarations?: string[]; selectors?: string[]; match: Record<string, string> }]
type Source = Record<string, string | Variants>
type Message = ((inputs?: Record<string, unknown>, options?: { locale?: CatalogueLanguage }) => string) & {
  parts?: (inputs?: Record<string, unknown>, options?: { locale?: CatalogueLanguage }) => { type: string; value?: string }[]
}

function source(language: string): Source {
  const { $schema, ...messages } = JSON.parse(readFileSync(resolve(ROOT, `messages/${language}.json`), 'utf8')) as Source & { $schema?: string }
  expect($schema).toBeDefined()
  return messages
}

const SOURCES = Object.fromEntries(CATALOGUE_LANGUAGES.map((language) => [language, source(language)])) as Record<CatalogueLanguage, Source>
const KEYS = Object.keys(SOURCES[BASE_LANGUAGE]).sort()
const messages = m as unknown as Record<string, Message>

/** The placeholders of a text (`{name}`), not its markup (`{#strong}`, `{/strong}`). */
const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z_]\w*)\}/g)].map((match) => match[1]!)
const texts = (message: string | Variants) => (typeof message === 'string' ? [message] : Object.values(message[0].match))
const inputsOf = (message: string | Variants) => [...new Set(texts(message).flatMap(placeholders))].sort()
const markupOf = (message: string | Variants) => texts(message).flatMap((text) => [...text.matchAll(/\{[#/](\w+)\}/g)].map((match) => match[0])).sort()

/** Sample inputs for a message: numbers where a plural or a count reads them, a visible word otherwise. */
function samples(message: string | Variants): Record<string, unknown>[] {
  const names = inputsOf(message)
  const numeric = (name: string) => /^(count|year|number|min|days)$/.test(name)
  const one = Object.fromEntries(names.map((name) => [name, numeric(name) ? 1 : `«${name}»`]))
  const many = Object.fromEntries(names.map((name) => [name, numeric(name) ? 5 : `«${name}»`]))
  return names.some(numeric) ? [one, many] : [one]
}

/** What a message must say in `language` for `inputs`, worked out from its source. */
function expected(message: string | Variants, language: CatalogueLanguage, inputs: Record<string, unknown>): string {
  let text: string
  if (typeof message === 'string') {
    text = message
  } else {
    const { match } = message[0]
    const category = new Intl.PluralRules(language).select(Number(inputs.count))
    text = match[`countPlural=${category}`] ?? match['countPlural=*']!
  }
  return text.replace(/\{[#/]\w+\}/g, '').replace(/\{(\w+)\}/g, (_, name: string) => String(inputs[name]))
}

afterEach(() => setCatalogueLanguage(BASE_LANGUAGE))

describe('the message catalogue (docs/decisions/013-message-catalogue.md)', () => {
  it('holds the languages the settings offer, English first', () => {
    expect([...CATALOGUE_LANGUAGES]).toEqual([...LANGUAGES])
    expect(BASE_LANGUAGE).toBe('en')
  })

  it('loads its plugin from node_modules, never from the network', () => {
    const settings = JSON.parse(readFileSync(resolve(ROOT, 'project.inlang/settings.json'), 'utf8')) as { modules: string[]; locales: string[]; baseLocale: string }
    expect(settings.modules.length).toBeGreaterThan(0)
    for (const module of settings.modules) {
      expect(module).toMatch(/^\.\/node_modules\//)
      expect(existsSync(resolve(ROOT, module)), `${module} is not installed`).toBe(true)
    }
    expect(settings.locales).toEqual([...CATALOGUE_LANGUAGES])
    expect(settings.baseLocale).toBe(BASE_LANGUAGE)
  })

  it.each(CATALOGUE_LANGUAGES.filter((language) => language !== BASE_LANGUAGE))('%s has every message English has, with the same inputs and markup, and no other', (language) => {
    const other = SOURCES[language]
    expect(Object.keys(other).sort()).toEqual(KEYS)
    for (const key of KEYS) {
      expect(inputsOf(other[key]!), `${language}: ${key}`).toEqual(inputsOf(SOURCES.en[key]!))
      expect(markupOf(other[key]!), `${language}: ${key}`).toEqual(markupOf(SOURCES.en[key]!))
    }
  })

  it('is compiled: one message function for each message of messages/en.json', () => {
    expect(Object.keys(messages).sort(), STALE).toEqual(KEYS)
  })

  it.each(CATALOGUE_LANGUAGES)('every message renders in %s: not empty, no undefined, no key, and as its source says', (language) => {
    setCatalogueLanguage(language)
    expect(catalogueLanguage()).toBe(language)
    for (const key of KEYS) {
      const message = messages[key]!
      for (const inputs of samples(SOURCES[language][key]!)) {
        const said = message(inputs)
        expect(typeof said, key).toBe('string')
        expect(said.trim(), key).not.toBe('')
        expect(said, key).not.toMatch(/undefined|null|NaN|\[object /)
        expect(said, key).not.toContain(key)
        expect(said, `${key}: ${STALE}`).toBe(expected(SOURCES[language][key]!, language, inputs))
        // The same message asked for by its language, whatever the language of the moment.
        expect(message(inputs, { locale: language }), key).toBe(said)
        if (message.parts) expect(message.parts(inputs).map((part) => part.value ?? '').join(''), key).toBe(said)
      }
    }
  })
})
