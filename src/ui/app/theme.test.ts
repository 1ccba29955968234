import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogueLanguage } from '../../i18n/language'
import { applyLanguage, applyTheme, rememberedTheme, THEME_STORAGE_KEY } from './theme'

/** A `prefers-color-scheme: dark` query the test flips, as the device's setting would. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const query = {
    media: '(prefers-color-scheme: dark)',
    matches: dark,
    addEventListener: vi.fn((_: 'change', listener: (event: MediaQueryListEvent) => void) => listeners.add(listener)),
    removeEventListener: vi.fn((_: 'change', listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener)),
  }
  const matchMedia = vi.fn((media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)')
    return query as unknown as MediaQueryList
  })
  vi.stubGlobal('matchMedia', matchMedia)
  return {
    listeners,
    set(next: boolean) {
      query.matches = next
      for (const listener of [...listeners]) listener({ matches: next } as MediaQueryListEvent)
    },
  }
}

const painted = () => document.documentElement.dataset.theme

let stop: (() => void) | undefined

beforeEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

afterEach(() => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
})

describe('applyTheme', () => {
  it('paints light and dark as chosen, whatever the device says, and remembers the choice', () => {
    const device = fakeDevice(true)
    stop = applyTheme('light')
    expect(painted()).toBe('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    device.set(false)
    device.set(true)
    expect(painted()).toBe('light')
    stop = applyTheme('dark')
    expect(painted()).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(device.listeners.size).toBe(0)
  })

  it("'system' paints the device's setting and follows it live", () => {
    const device = fakeDevice(true)
    stop = applyTheme('system')
    expect(painted()).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system')
    device.set(false)
    expect(painted()).toBe('light')
    device.set(true)
    expect(painted()).toBe('dark')
  })

  it('the returned function stops following the device', () => {
    const device = fakeDevice(false)
    stop = applyTheme('system')
    expect(painted()).toBe('light')
    stop()
    expect(device.listeners.size).toBe(0)
    device.set(true)
    expect(painted()).toBe('light')
  })

  it('choosing another theme stops the last one following the device, even if its stop was never called', () => {
    const device = fakeDevice(false)
    applyTheme('system')
    stop = applyTheme('light')
    expect(device.listeners.size).toBe(0)
    device.set(true)
    expect(painted()).toBe('light')
    // Stopping twice, or an old stop after a new 'system', leaves the new one following.
    const first = applyTheme('system')
    stop = applyTheme('system')
    first()
    expect(device.listeners.size).toBe(1)
    device.set(false)
    expect(painted()).toBe('light')
  })

  it("'system' without matchMedia paints light", () => {
    vi.stubGlobal('matchMedia', undefined)
    stop = applyTheme('system')
    expect(painted()).toBe('light')
  })
})

describe('rememberedTheme', () => {
  it("is 'system' before any choice, then the last theme applied", () => {
    fakeDevice(false)
    expect(rememberedTheme()).toBe('system')
    stop = applyTheme('dark')
    expect(rememberedTheme()).toBe('dark')
    stop = applyTheme('light')
    expect(rememberedTheme()).toBe('light')
  })

  it("is 'system' for a value it does not know, or when storage throws", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    expect(rememberedTheme()).toBe('system')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(rememberedTheme()).toBe('system')
  })

  it('a storage that refuses to write still gets the theme painted', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    stop = applyTheme('dark')
    expect(painted()).toBe('dark')
  })
})

describe('applyLanguage', () => {
  it('sets <html lang> and the language every message is read in', () => {
    for (const language of ['ms', 'zh', 'en'] as const) {
      applyLanguage(language)
      expect(document.documentElement.lang).toBe(language)
      expect(catalogueLanguage()).toBe(language)
    }
  })
})
