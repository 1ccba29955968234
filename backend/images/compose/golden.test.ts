// @vitest-environment node
/**
 * Golden images: the SHA-256 of the PNG for one fixed input at each preset and a custom size. The
 * engines are wasm, so these hashes are what the browser's composer worker makes too.
 *
 * They change whenever satori, resvg, the fonts or the composition change. Then: look at the new
 * images (`SELERA_GOLDEN_OUT=/tmp/golden npx vitest run backend/images/compose/golden.test.ts`
 * writes them there), and when they look right, update the hashes with
 * `npx vitest run backend/images/compose/golden.test.ts -u`.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNodeComposer } from './node'
import { composeInput } from '../../../tests/utils/composer'

const composer = createNodeComposer()

async function goldenOf(width: number, height: number): Promise<string> {
  const image = await composer.compose(composeInput({ width, height }))
  const out = process.env.SELERA_GOLDEN_OUT
  if (out) {
    mkdirSync(out, { recursive: true })
    writeFileSync(join(out, `golden-${width}x${height}.png`), image.png)
  }
  return createHash('sha256').update(image.png).digest('hex')
}

describe('golden images', () => {
  it('Instagram Square 1080x1080', async () => {
    expect(await goldenOf(1080, 1080)).toMatchInlineSnapshot(`"9baf9fd824fe10e8b512b282f73677c413436e48b7bc6eaa16a576bee32b6fdf"`)
  })
  it('Facebook Cover 1200x630', async () => {
    expect(await goldenOf(1200, 630)).toMatchInlineSnapshot(`"2ef9927e6e7a069588d2cef1b2014126b3e5eb37b27fea6ffe6bb6744491218f"`)
  })
  it('TikTok 1080x1920', async () => {
    expect(await goldenOf(1080, 1920)).toMatchInlineSnapshot(`"0afeda4e3e9b9dba28f73501953635e9dfc4d11fd784133d4ecc45b010143494"`)
  })
  it('LinkedIn Post 1200x627', async () => {
    expect(await goldenOf(1200, 627)).toMatchInlineSnapshot(`"fad78a045b7ee81f9de5669cd59d87904a48212e21de90ef28a7ef779d71aba1"`)
  })
  it('a custom 800x1000', async () => {
    expect(await goldenOf(800, 1000)).toMatchInlineSnapshot(`"42eb36013d9c3f449c3e898f5247d9476ef05b20aaf80d5e2d9db31b3f538b37"`)
  })
})
