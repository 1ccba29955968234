/**
 * Signed, expiring file URLs (docs/spec-deviations.md, deviation 51), as storage services give them:
 * an `<img>` cannot send the bearer token, so the URL itself carries the proof. The path names the
 * file (`/files/assets/{id}`, `/files/images/{id}.png`), the query its account, an expiry (unix
 * seconds) and an HMAC-SHA256 (hex) over the kind, the id, the account and the expiry. The file's
 * record is read as that account's (`Store.forAccount`): a URL opens nothing of another account.
 * Anyone holding the URL may read the file until it expires; nobody can make one for another file,
 * another account's or a later expiry without the key.
 *
 * The key is derived from the backend's secret under its own label, so a file signature can never
 * stand for a JWT signature or the other way round. The expiry is rounded up to the next five
 * minutes: a URL is good for at least `SIGNED_URL_TTL_MS`, and every read within those five minutes
 * gets the same URL, which the browser then loads once.
 */
import { SIGNED_URL_TTL_MS } from '../../kernel/limits'
import type { BackendContext } from '../context'
import { apiError } from '../errors'
import type { StoredFile } from '../store'

export type FileKind = 'assets' | 'images'

/** The expiry is rounded up to a multiple of this (seconds). */
export const EXPIRY_STEP_SECONDS = 300

const KEY_LABEL = 'selera/signed-file-urls/v1'
const encoder = new TextEncoder()

export const INVALID_LINK = 'This file link is not valid. Open the file again from Selera to get a new link.'
export const EXPIRED_LINK = 'This file link has expired. Open the file again from Selera to get a new link.'
export const FILE_GONE = 'This file is no longer stored.'

const keys = new Map<string, Promise<CryptoKey>>()

/** HMAC-SHA256(secret, label) as the signing key: domain-separated from every other use of the secret. */
function signingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
      const derived = await crypto.subtle.sign('HMAC', master, encoder.encode(KEY_LABEL))
      return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    })()
    keys.set(secret, key)
  }
  return key
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function fileSignature(secret: string, kind: FileKind, id: string, accountId: string, expires: number): Promise<string> {
  // Newlines cannot occur in ids, so the fields cannot run into each other.
  const message = `${kind}\n${id}\n${accountId}\n${expires}`
  return hex(await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(message)))
}

/** When a URL signed now expires (unix seconds): at least the TTL away, rounded up to `EXPIRY_STEP_SECONDS`. */
export function expiryFor(nowMs: number): number {
  const earliest = Math.ceil((nowMs + SIGNED_URL_TTL_MS) / 1000)
  return Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS
}

export function filePath(kind: FileKind, id: string): string {
  return `/files/${kind}/${encodeURIComponent(id)}${kind === 'images' ? '.png' : ''}`
}

/** The signed URL of one file of `accountId`'s, under `apiBase`. */
export async function signedFileUrl(ctx: BackendContext, apiBase: string, kind: FileKind, id: string, accountId: string): Promise<string> {
  const expires = expiryFor(ctx.now())
  const signature = await fileSignature(ctx.jwtSecret, kind, id, accountId, expires)
  return `${apiBase}${filePath(kind, id)}?account=${encodeURIComponent(accountId)}&expires=${expires}&signature=${signature}`
}

/** Equal strings, compared in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

export interface ServedFile {
  bytes: Uint8Array
  headers: Record<string, string>
}

/** What a file record gives the server: its owner, its storage key and the name to offer. */
interface FileOwner {
  account_id: string
  file_key: string | null
  file_name: string
}

async function ownerOf(ctx: BackendContext, kind: FileKind, id: string): Promise<FileOwner | null> {
  if (kind === 'assets') {
    const asset = await ctx.store.assets.find({ id })
    return asset ? { account_id: asset.account_id, file_key: asset.file_key, file_name: asset.file_name ?? asset.asset_name } : null
  }
  const image = await ctx.store.generatedImages.find({ id })
  return image ? { account_id: image.account_id, file_key: image.file_key, file_name: `selera-${image.resolution}-${image.id.slice(0, 8)}.png` } : null
}

/** `filename*` of Content-Disposition (RFC 6266 / 5987): any name, safely. */
function dispositionName(name: string): string {
  return `inline; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`
}

/**
 * The file a signed URL names, with the headers to serve it with. `segment` is the path's last part
 * (`{id}` or `{id}.png`). 403 `{detail}` for a missing, malformed, forged or expired signature, and
 * for a file that does not exist (which a signature cannot be checked against: the same answer, so
 * a URL tells nothing about files it was not made for); 404 when a validly signed file is gone.
 */
export async function openSignedFile(ctx: BackendContext, kind: FileKind, segment: string, query: URLSearchParams): Promise<ServedFile> {
  const id = kind === 'images' ? (/^(.+)\.png$/.exec(segment)?.[1] ?? '') : segment
  const expiresText = query.get('expires') ?? ''
  const signature = (query.get('signature') ?? '').toLowerCase()
  const accountId = query.get('account') ?? ''
  if (id === '' || accountId === '' || !/^\d{1,12}$/.test(expiresText) || !/^[0-9a-f]{64}$/.test(signature)) throw apiError(403, INVALID_LINK)
  const owner = await ownerOf({ ...ctx, store: ctx.store.forAccount(accountId) }, kind, id)
  if (!owner) throw apiError(403, INVALID_LINK)
  const expires = Number(expiresText)
  const expected = await fileSignature(ctx.jwtSecret, kind, id, accountId, expires)
  if (!sameText(signature, expected)) throw apiError(403, INVALID_LINK)
  const remaining = expires - Math.floor(ctx.now() / 1000)
  if (remaining <= 0) throw apiError(403, EXPIRED_LINK)
  const file: StoredFile | null = owner.file_key ? await ctx.store.files.get(owner.file_key) : null
  if (!file) throw apiError(404, FILE_GONE)
  const headers: Record<string, string> = {
    'Content-Type': file.content_type,
    'Content-Length': String(file.bytes.byteLength),
    'Cache-Control': `private, max-age=${remaining}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': dispositionName(owner.file_name),
  }
  // An SVG opened directly is a document: even sanitised, it may run nothing and load nothing.
  if (file.content_type === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'"
  return { bytes: file.bytes, headers }
}
