/** What the browser keeps for a page, to search for what must never be kept there (tokens live in memory only). */

/** Every key and value of both web storages, as one string to search. */
export function everythingStored(): string {
  const parts: string[] = []
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)!
      parts.push(key, storage.getItem(key) ?? '')
    }
  }
  return parts.join('\n')
}

/** `everythingStored` and the cookie string. */
export function everythingTheBrowserKeeps(): string {
  return [document.cookie, everythingStored()].join('\n')
}
