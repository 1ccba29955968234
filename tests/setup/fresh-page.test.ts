import { afterEach, describe, expect, it } from 'vitest'
import { restoreFirstPage } from './fresh-page'

describe('restoreFirstPage', () => {
  afterEach(() => restoreFirstPage())

  it('puts back the page the first file of the worker found: <html> and <body>, <head>, the title, the address, navigator', () => {
    // The setup has recorded the page before this file's first test (tests/setup/vitest.setup.ts).
    restoreFirstPage()
    const html = document.documentElement.outerHTML
    const url = window.location.href

    document.documentElement.dataset.theme = 'dark'
    document.documentElement.lang = 'zh'
    document.body.className = 'leftover'
    document.body.append(document.createElement('dialog'))
    document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' }))
    document.title = 'Left by another file'
    window.history.pushState(null, '', '/dashboard?period=7d')
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true })

    restoreFirstPage()

    expect(document.documentElement.outerHTML).toBe(html)
    expect(document.documentElement.dataset.theme).toBeUndefined()
    expect(document.body.children).toHaveLength(0)
    expect(document.title).toBe('')
    expect(window.location.href).toBe(url)
    expect(Object.getOwnPropertyNames(navigator)).not.toContain('clipboard')
  })
})
