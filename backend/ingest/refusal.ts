/** The ingest pipeline's refusals: one shape, messages that name the file and say what to do. */
import type { IngestRefusal, IngestResult } from './types'

export type Refusal = Extract<IngestResult, { kind: 'refused' }>

export const UNSUPPORTED_MESSAGE = 'Please upload a supported file: CSV, Excel, TXT, PDF, or Word document.'

export function refuse(reason: IngestRefusal, message: string): Refusal {
  return { kind: 'refused', reason, message }
}

/** File names are user content: quoted, and cut so a 5,000-character name cannot flood a banner. */
export function quoted(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) return 'The file'
  return `“${trimmed.length > 80 ? `${trimmed.slice(0, 77)}…` : trimmed}”`
}


export function damagedZip(name: string, detail: string): Refusal {
  return refuse('unreadable', `${quoted(name)} is damaged: its ZIP structure cannot be read (${detail}). Export it again and upload the new file.`)
}
