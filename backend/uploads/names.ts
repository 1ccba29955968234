/** File names as the owner sees them: cleaned on arrival, compared like a desktop does, and a free one proposed on a clash. */

/** The last path segment (old browsers sent `C:\fakepath\…`), trimmed; 'upload' when nothing is left. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop()?.trim() ?? ''
  return base === '' ? 'upload' : base
}

/** Windows and macOS treat `Sales.CSV` and `sales.csv` as one name; so do we. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase()
}

/**
 * The first of `sales (2).csv`, `sales (3).csv`, … that `isTaken` does not claim. A name that is
 * already numbered counts on from its own base: `sales (2).csv` proposes `sales (3).csv`.
 */
export function freeName(name: string, isTaken: (candidate: string) => boolean): string {
  const dot = name.lastIndexOf('.')
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
  const base = stem.replace(/ \(\d+\)$/, '')
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})${extension}`
    if (!isTaken(candidate)) return candidate
  }
}
