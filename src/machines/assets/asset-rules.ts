import { ASSET_MAX_BYTES } from '../../../kernel/limits'
import { ASSET_STATUS, type AssetMetadataValues, type AssetType, type ValidationStatus } from '../../../kernel/contract'

/*
 * docs/product.md#asset-upload-rules, checked before any request: a file when the type has_image,
 * every required metadata field non-blank, and a file that is what its content says (deviation 54:
 * the bytes decide, not the browser's type) and at most 10MB. Codes only: the panel words them.
 */

/** What the picker offers: images, .pdf, .doc and .docx (docs/product.md#company-assets). */
export const ASSET_ACCEPT = 'image/*,.pdf,.doc,.docx'

/** Enough of a file to recognise it: an SVG's XML declaration, generator comment and doctype come before `<svg`. */
export const FILE_HEAD_BYTES = 4096

export type AssetFileKind = 'png' | 'jpeg' | 'svg' | 'pdf' | 'doc' | 'docx'
/** 'notImage': a PDF or Word file for a type whose file is drawn (a logo, a photo). */
export type AssetFileProblem = 'type' | 'notImage' | 'size' | 'empty'

/** What the composer can draw (the server keeps the same rule, deviation 54); documents only for text-only types such as a menu. */
const DRAWABLE: ReadonlySet<AssetFileKind> = new Set(['png', 'jpeg', 'svg'])

/** A chosen file the form does not keep, and why. */
export interface AssetFileRefusal {
  name: string
  problem: AssetFileProblem
}

/** The first bytes of a file, which is all the content check reads. */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer())
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => magic.every((byte, i) => bytes[at + i] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

/** Markup before an SVG's root that says nothing about what it is: a BOM, whitespace, the XML declaration, comments, a doctype. */
const SVG_PROLOGUE = /^(?:\uFEFF|\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i

function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(head)
  const rest = text.slice(SVG_PROLOGUE.exec(text)?.[0].length ?? 0)
  return /^<svg[\s>]/i.test(rest)
}

const extension = (name: string) => /\.([^./\\]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? ''

/**
 * What the file is by its first bytes: PNG, JPEG or SVG images, a PDF, or a Word document
 * (an OLE2 .doc, a zipped .docx: a container holds other things too, so the name must say Word).
 */
export function assetFileKind(name: string, head: Uint8Array): AssetFileKind | null {
  if (startsWith(head, PNG)) return 'png'
  if (startsWith(head, JPEG)) return 'jpeg'
  if (startsWith(head, ascii('%PDF-'))) return 'pdf'
  if (startsWith(head, OLE2)) return extension(name) === 'doc' ? 'doc' : null
  if (startsWith(head, ZIP)) return extension(name) === 'docx' ? 'docx' : null
  return isSvg(head) ? 'svg' : null
}

export interface FileFacts {
  name: string
  size: number
}

/**
 * Why a chosen file cannot be an asset of a type, or null when it can: an image type (`has_image`)
 * takes only what can be drawn; a text-only type takes a PDF or a Word document too.
 */
export function assetFileProblem(file: FileFacts, head: Uint8Array, type: Pick<AssetType, 'has_image'>): AssetFileProblem | null {
  if (file.size === 0) return 'empty'
  if (file.size > ASSET_MAX_BYTES) return 'size'
  const kind = assetFileKind(file.name, head)
  if (!kind) return 'type'
  return type.has_image && !DRAWABLE.has(kind) ? 'notImage' : null
}

/** A rule the form breaks: "File is required for asset type '{code}'", 'Required: {fields}'. */
export type UploadProblem = { kind: 'fileRequired'; code: string } | { kind: 'metadataRequired'; fields: string[] }

export interface AssetDraft {
  file: FileFacts | null
  /** Field name → what the owner typed. */
  metadata: AssetMetadataValues
}

/** The type's metadata fields in the schema's order: required first, then optional. */
export const metadataFields = (type: AssetType): string[] => [...type.metadata_schema.required, ...type.metadata_schema.optional]

/** The rules of docs/product.md#asset-upload-rules this draft breaks, in the spec's order. */
export function uploadProblems(type: AssetType, draft: AssetDraft): UploadProblem[] {
  const problems: UploadProblem[] = []
  if (type.has_image && !draft.file) problems.push({ kind: 'fileRequired', code: type.code })
  const blank = type.metadata_schema.required.filter((field) => !draft.metadata[field]?.trim())
  if (blank.length > 0) problems.push({ kind: 'metadataRequired', fields: blank })
  return problems
}

/** The metadata sent: the schema's fields that are filled in, trimmed. */
export function metadataToSend(type: AssetType, metadata: AssetMetadataValues): AssetMetadataValues {
  return Object.fromEntries(
    metadataFields(type).flatMap((field) => {
      const value = metadata[field]?.trim()
      return value ? [[field, value]] : []
    }),
  )
}

/**
 * The asset's name (docs/product.md#asset-upload-rules): with a file, its name before the first dot;
 * without one, the first metadata value filled in (in the schema's order), else the type's code.
 * A file named only by its extension ('.png') is named as if it had none.
 */
export function assetName(type: AssetType, draft: AssetDraft): string {
  const fromFile = draft.file?.name.split('.')[0]?.trim()
  if (fromFile) return fromFile
  const first = metadataFields(type)
    .map((field) => draft.metadata[field]?.trim())
    .find(Boolean)
  return first ?? type.code
}

/** A type's status as the last check said (docs/product.md#asset-status); null when the check does not list it. */
export type AssetTypeStatus = 'available' | 'incomplete_metadata' | 'missing'

export function typeStatus(status: ValidationStatus | null, code: string): AssetTypeStatus | null {
  const detail = status?.validation_details[code]
  if (!detail) return status?.missing_assets.includes(code) ? 'missing' : null
  if (detail.status === ASSET_STATUS.available) return 'available'
  if (detail.status === ASSET_STATUS.incompleteMetadata) return 'incomplete_metadata'
  return 'missing'
}
