/**
 * The domain's `FileStorage` (backend/store-assets.ts) in an S3-compatible bucket: AWS S3, Supabase
 * Storage's S3 endpoint, MinIO, R2. Requests are signed with AWS Signature Version 4 (aws4fetch),
 * addressed path-style (`<endpoint>/<bucket>/<key>`, which every one of them accepts), and each
 * upload carries its bytes' SHA-256, which the bucket checks. A file's type is the object's
 * `Content-Type`. The owners' links stay the API's own signed, expiring ones (backend/files): the
 * bucket itself is never opened to the public.
 */
import { AwsClient } from 'aws4fetch'
import { toHex } from '../../backend/auth/base64url'
import type { FileStorage, StoredFile } from '../../backend/store'

export interface S3Settings {
  /** `https://s3.<region>.amazonaws.com`, `https://<ref>.supabase.co/storage/v1/s3`, … without a trailing slash. */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/** The object's URL; a key that is not the domain's (`assets/<account>/<id>`) is refused, as the folder refuses it. */
export function objectUrl(settings: Pick<S3Settings, 'endpoint' | 'bucket'>, key: string): string {
  const segments = key.split('/')
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) throw new Error(`Not a file key: ${key.slice(0, 80)}`)
  return `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${segments.join('/')}`
}

/** An answer of the bucket that is not what was asked for, with its status and S3's error code. */
export class BucketError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    action: string,
  ) {
    super(`The file bucket answered ${status}${code ? ` (${code})` : ''} to ${action}`)
    this.name = 'BucketError'
  }
}

async function failure(answer: Response, action: string): Promise<BucketError> {
  const text = await answer.text().catch(() => '')
  return new BucketError(answer.status, /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? '', action)
}

/** The signer every request of the bucket goes through (aws4fetch's SigV4, for the service `s3`). */
export function bucketClient(settings: Pick<S3Settings, 'accessKeyId' | 'secretAccessKey' | 'region'>): AwsClient {
  return new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region, retries: 2 })
}

export function s3Files(settings: S3Settings, options: { fetch?: typeof fetch } = {}): FileStorage {
  const client = bucketClient(settings)
  const send = async (url: string, init: RequestInit): Promise<Response> => (options.fetch ?? fetch)(await client.sign(url, init))

  return {
    async put(key, file) {
      // The bytes in an ArrayBuffer of their own: what fetch and WebCrypto take.
      const bytes = new Uint8Array(file.bytes)
      const digest = toHex(await crypto.subtle.digest('SHA-256', bytes))
      const answer = await send(objectUrl(settings, key), {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': file.content_type, 'x-amz-content-sha256': digest },
      })
      if (!answer.ok) throw await failure(answer, `storing ${key}`)
      await answer.body?.cancel()
    },
    async get(key): Promise<StoredFile | null> {
      const answer = await send(objectUrl(settings, key), { method: 'GET' })
      if (answer.status === 404) {
        await answer.body?.cancel()
        return null
      }
      if (!answer.ok) throw await failure(answer, `reading ${key}`)
      return { bytes: new Uint8Array(await answer.arrayBuffer()), content_type: answer.headers.get('content-type') ?? 'application/octet-stream' }
    },
    async remove(key) {
      // S3 answers a delete 204 whether or not the object was there: a HEAD first says which.
      const head = await send(objectUrl(settings, key), { method: 'HEAD' })
      if (head.status === 404) return false
      if (!head.ok) throw await failure(head, `looking for ${key}`)
      const answer = await send(objectUrl(settings, key), { method: 'DELETE' })
      if (!answer.ok) throw await failure(answer, `removing ${key}`)
      await answer.body?.cancel()
      return true
    },
  }
}
