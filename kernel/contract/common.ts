import './zod-config'
import * as z from 'zod'
import { TEMPLATE_TYPE } from '../limits'

/**
 * Server ids. docs/product.md#entities names the id fields but not their type, so the contract
 * takes both a string and an integer rather than fail a live backend.
 */
export const IdSchema = z.union([z.string().min(1), z.number().int()]).describe('A server id: a string or an integer (the spec does not fix which)')
export type Id = z.infer<typeof IdSchema>

/**
 * An ISO 8601 timestamp. Offsets and offset-less local times are both accepted because Python
 * backends commonly send `datetime.isoformat()` output without a zone.
 */
export const TimestampSchema = z.iso.datetime({ offset: true, local: true }).describe('ISO 8601 date-time; the zone offset is optional')

/** The `{success}` answer several calls share. A fresh object per call so each has its own name in the docs. */
export function successAnswer() {
  return z.object({ success: z.boolean() })
}

/** Does it look like a File/Blob? Checked by shape, not `instanceof`, so a File from another realm (undici under Node, jsdom in tests) passes. */
function isBlobLike(value: unknown): value is Blob {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true
  if (value === null || typeof value !== 'object') return false
  const candidate = value as Partial<Blob>
  return typeof candidate.size === 'number' && typeof candidate.type === 'string' && typeof candidate.arrayBuffer === 'function'
}

/**
 * A file part of a multipart body. `z.file()` checks `instanceof File` of the current realm only.
 * JSON Schema has no file type: the OpenAPI generator renders this one as `string`/`binary`.
 */
export const FileFieldSchema = z.custom<Blob>(isBlobLike, { message: 'Expected a file' })

/** `?template_type=social_media` of the asset calls (fixed: docs/product.md#limits-and-constants). */
export const TemplateQuerySchema = z.object({ template_type: z.literal(TEMPLATE_TYPE) })
export type TemplateQuery = z.infer<typeof TemplateQuerySchema>

// Error bodies: the server's words travel in `detail` (docs/product.md#timeouts-and-errors).
export const ErrorBodySchema = z.object({ detail: z.string() })
export type ErrorBody = z.infer<typeof ErrorBodySchema>
