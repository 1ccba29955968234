import { describe, expect, it } from 'vitest'
import { SIGNED_URL_TTL_MS } from '../../kernel/limits'
import { DEMO_ACCOUNT, NEW_ACCOUNT } from '../../mocks/fixtures/accounts'
import { testContext, type TestContext } from '../../tests/utils/backend/context'
import { refusal } from '../../tests/utils/backend/refusal'
import { uploadAsset } from '../assets/assets'
import { solidPng } from '../images/fake-composer'
import { EXPIRED_LINK, expiryFor, fileSignature, INVALID_LINK, openSignedFile, signedFileUrl } from './signed-url'

const API = 'http://localhost:3000/api'

async function ownerLogo(ctx: TestContext): Promise<{ id: string; url: URL }> {
  const { asset_id } = await uploadAsset(ctx, NEW_ACCOUNT.id, {
    file: { name: 'logo.png', bytes: solidPng(20, 10) },
    asset_type_code: 'logo',
    asset_metadata: { brand_name: 'Warung Baru' },
    asset_name: 'logo',
  })
  return { id: asset_id, url: new URL(await signedFileUrl(ctx, API, 'assets', asset_id, NEW_ACCOUNT.id)) }
}

describe('signed file URLs', () => {
  it('expire at least the TTL away, rounded up to five minutes, so reads within them share one URL', () => {
    const now = Date.UTC(2026, 10, 24, 6, 1, 7)
    const expires = expiryFor(now)
    expect(expires % 300).toBe(0)
    expect(expires * 1000).toBeGreaterThanOrEqual(now + SIGNED_URL_TTL_MS)
    expect(expires * 1000).toBeLessThan(now + SIGNED_URL_TTL_MS + 300_000)
    expect(expiryFor(now + 60_000)).toBe(expires)
  })

  it('serve the file with its type, length, remaining cache time and nosniff; an SVG with a CSP that runs nothing', async () => {
    const ctx = await testContext()
    const { id, url } = await ownerLogo(ctx)
    const served = await openSignedFile(ctx, 'assets', id, url.searchParams)
    const remaining = Number(url.searchParams.get('expires')) - Math.floor(ctx.now() / 1000)
    expect(served.headers).toMatchObject({
      'Content-Type': 'image/png',
      'Content-Length': String(served.bytes.byteLength),
      'Cache-Control': `private, max-age=${remaining}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': "inline; filename*=UTF-8''logo.png",
    })
    expect(served.headers['Content-Security-Policy']).toBeUndefined()

    const svg = (await ctx.store.assets.find({ account_id: DEMO_ACCOUNT.id, asset_type_code: 'logo' }))!
    const svgUrl = new URL(await signedFileUrl(ctx, API, 'assets', svg.id, DEMO_ACCOUNT.id))
    const logo = await openSignedFile(ctx, 'assets', svg.id, svgUrl.searchParams)
    expect(logo.headers).toMatchObject({ 'Content-Type': 'image/svg+xml', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" })
  })

  it('refuse a forged, altered, another account’s or expired signature with 403', async () => {
    const ctx = await testContext()
    const { id, url } = await ownerLogo(ctx)
    const expires = url.searchParams.get('expires')!
    const signature = url.searchParams.get('signature')!
    const account = url.searchParams.get('account')!
    expect(account).toBe(NEW_ACCOUNT.id)
    const params = (values: Record<string, string>) => new URLSearchParams({ account, ...values })
    const invalid = { status: 403, detail: INVALID_LINK }
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({})))).toEqual(invalid)
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({ expires, signature: signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) })))).toEqual(invalid)
    // A later expiry with the same signature.
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({ expires: String(Number(expires) + 300), signature })))).toEqual(invalid)
    // The demo owner's own signature for their logo does not open this owner's file, nor the reverse.
    const theirs = (await ctx.store.assets.find({ account_id: DEMO_ACCOUNT.id }))!
    const theirUrl = new URL(await signedFileUrl(ctx, API, 'assets', theirs.id, DEMO_ACCOUNT.id))
    expect(await refusal(openSignedFile(ctx, 'assets', id, theirUrl.searchParams))).toEqual(invalid)
    expect(await refusal(openSignedFile(ctx, 'assets', theirs.id, url.searchParams))).toEqual(invalid)
    // Signed as if it were the other kind of file, or for the right file but another account.
    const asImage = await fileSignature(ctx.jwtSecret, 'images', id, NEW_ACCOUNT.id, Number(expires))
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({ expires, signature: asImage })))).toEqual(invalid)
    const forOther = await fileSignature(ctx.jwtSecret, 'assets', id, DEMO_ACCOUNT.id, Number(expires))
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({ expires, signature: forOther })))).toEqual(invalid)
    // Naming the other account with its own signature finds no such file among its records.
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({ account: DEMO_ACCOUNT.id, expires, signature: forOther })))).toEqual(invalid)
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({ account: '', expires, signature })))).toEqual(invalid)
    // Keyed apart from JWTs: the same message's HMAC under the bare secret (the JWT key) is not accepted.
    const jwtKey = await crypto.subtle.importKey('raw', new TextEncoder().encode(ctx.jwtSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
    const underJwtKey = new Uint8Array(await crypto.subtle.sign('HMAC', jwtKey, new TextEncoder().encode(`assets\n${id}\n${NEW_ACCOUNT.id}\n${expires}`)))
    const underJwtHex = Array.from(underJwtKey, (byte) => byte.toString(16).padStart(2, '0')).join('')
    expect(underJwtHex).not.toBe(signature)
    expect(await refusal(openSignedFile(ctx, 'assets', id, params({ expires, signature: underJwtHex })))).toEqual(invalid)

    ctx.advance(Number(expires) * 1000 - ctx.now())
    expect(await refusal(openSignedFile(ctx, 'assets', id, url.searchParams))).toEqual({ status: 403, detail: EXPIRED_LINK })
  })

  it('answer 403 for an id that does not exist and 404 for a signed file whose bytes are gone', async () => {
    const ctx = await testContext()
    const { id, url } = await ownerLogo(ctx)
    expect(await refusal(openSignedFile(ctx, 'assets', 'no-such-id', url.searchParams))).toMatchObject({ status: 403 })
    await ctx.store.files.remove((await ctx.store.assets.find({ id }))!.file_key!)
    expect(await refusal(openSignedFile(ctx, 'assets', id, url.searchParams))).toMatchObject({ status: 404 })
  })
})
