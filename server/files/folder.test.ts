import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderFiles } from './folder'

const png = { bytes: new Uint8Array([137, 80, 78, 71, 1, 2, 3]), content_type: 'image/png' }

describe('files in a folder', () => {
  it('keeps a file’s bytes and type under its key, and removes both', async () => {
    const root = mkdtempSync(join(tmpdir(), 'selera-files-'))
    const files = folderFiles(root)
    await files.put('images/acct-1/img-1.png', png)
    expect(await files.get('images/acct-1/img-1.png')).toEqual(png)
    expect(readdirSync(join(root, 'images/acct-1')).sort()).toEqual(['img-1.png', 'img-1.png.type'])
    expect(await files.remove('images/acct-1/img-1.png')).toBe(true)
    expect(await files.get('images/acct-1/img-1.png')).toBeNull()
    expect(await files.remove('images/acct-1/img-1.png')).toBe(false)
    expect(existsSync(join(root, 'images/acct-1/img-1.png.type'))).toBe(false)
  })

  it('replaces a file written again under its key', async () => {
    const files = folderFiles(mkdtempSync(join(tmpdir(), 'selera-files-')))
    await files.put('assets/acct-1/a1', png)
    await files.put('assets/acct-1/a1', { bytes: new Uint8Array([1]), content_type: 'image/svg+xml' })
    expect(await files.get('assets/acct-1/a1')).toEqual({ bytes: new Uint8Array([1]), content_type: 'image/svg+xml' })
  })

  it('refuses a key that could leave the folder or name its own bookkeeping', async () => {
    const files = folderFiles(mkdtempSync(join(tmpdir(), 'selera-files-')))
    for (const key of ['../secrets.json', 'assets/../../x', '/etc/passwd', 'assets//a', 'assets/a.type', 'assets/a b']) {
      await expect(files.put(key, png), key).rejects.toThrow('Not a file key')
      await expect(files.get(key), key).rejects.toThrow('Not a file key')
    }
  })
})
