/**
 * jsdom's page as the first test file of a worker found it, put back at the start of every later
 * file. The `app` project shares one page per worker between its files (`isolate: false`,
 * vite.config.ts), and a file may leave the theme or the language on <html>, a title, a node in
 * <head> or <body>, an address, or a property on `navigator` (a stand-in clipboard).
 */

interface FirstPage {
  html: Array<[string, string]>
  body: Array<[string, string]>
  head: string
  title: string
  url: string
  navigator: Set<string>
}

const KEY = Symbol.for('selera.test.first-page')

function attributes(element: Element): Array<[string, string]> {
  return Array.from(element.attributes, (attribute) => [attribute.name, attribute.value])
}

function setAttributes(element: Element, wanted: Array<[string, string]>): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name)
  for (const [name, value] of wanted) element.setAttribute(name, value)
}

/** The first call in a worker records the page; every later call puts it back. */
export function restoreFirstPage(): void {
  if (typeof document === 'undefined') return
  const store = globalThis as typeof globalThis & { [KEY]?: FirstPage }
  const first = store[KEY]
  if (!first) {
    store[KEY] = {
      html: attributes(document.documentElement),
      body: attributes(document.body),
      head: document.head.innerHTML,
      title: document.title,
      url: window.location.href,
      navigator: new Set(Object.getOwnPropertyNames(navigator)),
    }
    return
  }
  setAttributes(document.documentElement, first.html)
  setAttributes(document.body, first.body)
  document.body.replaceChildren()
  document.head.innerHTML = first.head
  document.title = first.title
  if (window.location.href !== first.url) window.history.replaceState(null, '', first.url)
  for (const name of Object.getOwnPropertyNames(navigator)) {
    if (!first.navigator.has(name)) Reflect.deleteProperty(navigator, name)
  }
}
