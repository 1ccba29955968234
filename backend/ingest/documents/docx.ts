/**
 * Word text through mammoth, loaded only when a .docx arrives. Mammoth's Node entry opens
 * `{ buffer }` and its browser entry (picked by bundlers through its package.json `browser` map)
 * opens `{ arrayBuffer }`; JSZip under both accepts an ArrayBuffer, so we pass both keys and the
 * entry that was bundled takes its own. It gets a ZIP re-packed from parts we already inflated
 * under the zip-bomb caps, without media, so JSZip never inflates anything itself.
 */
import { zipSync } from 'fflate'

export async function extractDocxText(parts: Record<string, Uint8Array>): Promise<string> {
  const { default: mammoth } = await import('mammoth')
  const zip = zipSync(parts, { level: 0 })
  const arrayBuffer = zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength)
  const input = { arrayBuffer, buffer: arrayBuffer } as unknown as Parameters<typeof mammoth.extractRawText>[0]
  const result = await mammoth.extractRawText(input)
  return result.value
}
