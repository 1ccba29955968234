/**
 * Files in an S3-compatible bucket. The signing is checked against the examples of AWS's Signature
 * Version 4 documentation for S3 (known answers, "Examples: Signature Calculations in AWS Signature
 * Version 4", credentials AKIAIOSFODNN7EXAMPLE, 24 May 2013); the storage against a stand-in bucket
 * on loopback that keeps objects and checks what a bucket checks.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { standInBucket, type StandInBucket } from '../../tests/utils/server/s3-bucket'
import { BucketError, bucketClient, objectUrl, s3Files, type S3Settings } from './s3'

const loopback = globalThis.fetch

const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' }
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const AT = '20130524T000000Z'

async function authorization(url: string, init: RequestInit & { aws?: Record<string, unknown> }): Promise<string> {
  const signed = await bucketClient(EXAMPLE).sign(url, { ...init, aws: { datetime: AT, allHeaders: true, ...init.aws } })
  return signed.headers.get('authorization') ?? ''
}

describe("the bucket's request signing (AWS's SigV4 examples for S3)", () => {
  it('GET Object with a Range header', async () => {
    const header = await authorization('https://examplebucket.s3.amazonaws.com/test.txt', { method: 'GET', headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 } })
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })

  it('PUT Object, its body hashed, a key with a character to encode', async () => {
    const body = 'Welcome to Amazon S3.'
    const header = await authorization('https://examplebucket.s3.amazonaws.com/test$file.text', {
      method: 'PUT',
      body,
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY', 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') },
    })
    expect(header).toMatch(/SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/)
  })

  it('GET Bucket lifecycle (a query name without a value) and a listing (query parameters in order)', async () => {
    expect(await authorization('https://examplebucket.s3.amazonaws.com/?lifecycle', { method: 'GET', headers: { 'x-amz-content-sha256': EMPTY_SHA256 } })).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    )
    expect(await authorization('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J', { method: 'GET', headers: { 'x-amz-content-sha256': EMPTY_SHA256 } })).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    )
  })

  it("addresses objects path-style and refuses a key that is not the domain's", () => {
    expect(objectUrl({ endpoint: 'https://abcd.supabase.co/storage/v1/s3/', bucket: 'selera' }, 'images/acct-1/img-1.png')).toBe('https://abcd.supabase.co/storage/v1/s3/selera/images/acct-1/img-1.png')
    for (const key of ['../x', 'assets//a', 'assets/a b', '/etc/passwd']) expect(() => objectUrl({ endpoint: 'https://s3.example', bucket: 'b' }, key), key).toThrow('Not a file key')
  })
})

describe('files in an S3-compatible bucket', () => {
  let bucket: StandInBucket
  let settings: S3Settings
  beforeAll(async () => {
    bucket = await standInBucket()
    settings = bucket.settings
  })
  afterAll(() => bucket.close())

  const png = { bytes: new Uint8Array([137, 80, 78, 71, 1, 2, 3]), content_type: 'image/png' }

  it('keeps a file’s bytes and type under its key, replaces it, and removes it', async () => {
    const files = s3Files(settings, { fetch: loopback })
    await files.put('images/acct-1/img-1.png', png)
    expect(bucket.objects.get('/selera-files/images/acct-1/img-1.png')?.type).toBe('image/png')
    expect(await files.get('images/acct-1/img-1.png')).toEqual(png)
    await files.put('images/acct-1/img-1.png', { bytes: new Uint8Array([1]), content_type: 'image/svg+xml' })
    expect(await files.get('images/acct-1/img-1.png')).toEqual({ bytes: new Uint8Array([1]), content_type: 'image/svg+xml' })
    expect(await files.remove('images/acct-1/img-1.png')).toBe(true)
    expect(await files.get('images/acct-1/img-1.png')).toBeNull()
    expect(await files.remove('images/acct-1/img-1.png')).toBe(false)
  })

  it("says what the bucket refused, with S3's code, and never the credentials", async () => {
    const files = s3Files({ ...settings, accessKeyId: 'other-key' }, { fetch: loopback })
    const refused = await files.put('assets/acct-1/a1', png).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BucketError)
    expect(refused).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch', message: 'The file bucket answered 403 (SignatureDoesNotMatch) to storing assets/acct-1/a1' })
    expect(String((refused as Error).message)).not.toContain('test-secret')
  })
})
