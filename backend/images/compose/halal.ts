/**
 * Selera never draws halal logos or halal wording: certification is the owner's and the
 * certifier's to claim (in Malaysia JAKIM's logo is regulated), never a template's. Every string
 * drawn passes through `withoutHalal`, whatever the prompt, the business name or an asset says.
 */

const SEP = '[\\s.·_-]*'
const PATTERNS: readonly RegExp[] = [
  // "100% halal", "halal-certified", "certified halal", "sijil halal", "halalan toyyiban", "H.A.L.A.L".
  new RegExp(
    `(?:\\b100${SEP}%${SEP})?(?:\\b(?:certified|sijil|disahkan|pensijilan|logo|status)${SEP})?(?<![\\p{L}\\p{N}])[hḥ]${SEP}[aā]${SEP}l${SEP}[aā]{1,2}${SEP}l(?:${SEP}a${SEP}n)?(?![\\p{L}\\p{N}])(?:${SEP}(?:certified|food|foods|only|sahaja|disahkan|toyyiban|logo))*`,
    'giu',
  ),
  /\b(?:JAKIM|MUIS)\b/gi,
  /حلال/g,
  /清真(?:认证|認證|食品|食物)?/g,
  /哈拉(?:认证|認證)?/g,
]

/** Removes halal wording and tidies what is left (doubled spaces, empty brackets, stray separators). */
export function withoutHalal(text: string): string {
  let out = text
  for (const pattern of PATTERNS) out = out.replace(pattern, ' ')
  return out
    .replace(/[(（[]\s*[)）\]]/g, ' ')
    .replace(/\s*([,，、·|/&+-])\s*(?=[,，、·|/&+-]|$)/g, ' ')
    .replace(/^\s*[,，、·|/&+:-]+\s*/, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** Does this text still say halal anywhere (the tests' check on everything drawn)? */
export function mentionsHalal(text: string): boolean {
  return PATTERNS.some((pattern) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(text))
}
