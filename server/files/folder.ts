/**
 * The domain's `FileStorage` (backend/store-assets.ts) in a folder: `<key>` holds the bytes and
 * `<key>.type` the content type. Each is written under a temporary name and renamed into place, so
 * a reader (or a crash) never sees half a file. Keys are the domain's (`assets/<account>/<id>`,
 * `images/<account>/<id>.png`): plain segments only, nothing that could leave the folder.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { FileStorage, StoredFile } from '../../backend/store'

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

function pathOf(root: string, key: string): string {
  const segments = key.split('/')
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment) && !segment.endsWith('.type') && !segment.endsWith('.tmp'))) {
    throw new Error(`Not a file key: ${key.slice(0, 80)}`)
  }
  return join(root, ...segments)
}

async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, path)
}

export function folderFiles(root: string): FileStorage {
  return {
    async put(key, file) {
      const path = pathOf(root, key)
      await mkdir(dirname(path), { recursive: true })
      // The type first: a file is readable once its bytes are in place.
      await writeAtomically(`${path}.type`, file.content_type)
      await writeAtomically(path, file.bytes)
    },
    async get(key): Promise<StoredFile | null> {
      const path = pathOf(root, key)
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')])
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), content_type: contentType }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(key) {
      const path = pathOf(root, key)
      const existed = await readFile(`${path}.type`).then(() => true, () => false)
      await rm(path, { force: true })
      await rm(`${path}.type`, { force: true })
      return existed
    },
  }
}
