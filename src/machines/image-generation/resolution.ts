import { DEFAULT_RESOLUTION, isResolutionInBounds, RESOLUTION_PATTERN, RESOLUTION_PRESETS } from '../../../kernel/limits'

export { RESOLUTION_MAX_SIDE, RESOLUTION_MIN_SIDE, RESOLUTION_PRESETS, type ResolutionPreset } from '../../../kernel/limits'

/** The custom choice of RESOLUTION_PRESETS, whose size the owner types. */
export const CUSTOM_PRESET = 'custom'
/** The default choice: the preset of DEFAULT_RESOLUTION (Instagram Square). */
export const DEFAULT_PRESET = RESOLUTION_PRESETS.find((preset) => preset.size === DEFAULT_RESOLUTION)!.id

/** Why a typed size is refused: not WIDTHxHEIGHT in digits, or a side out of bounds (deviation 53). */
export type ResolutionProblem = 'format' | 'bounds'

/** The typed size as sent: no spaces, and an `X` read as `x` ('1080 X 1350' is what an owner types). */
export function normaliseResolution(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase()
}

/** What is wrong with a typed custom size, or null when it can be generated. */
export function resolutionProblem(text: string): ResolutionProblem | null {
  const size = normaliseResolution(text)
  if (!RESOLUTION_PATTERN.test(size)) return 'format'
  return isResolutionInBounds(size) ? null : 'bounds'
}

/** Whether `id` is one of RESOLUTION_PRESETS with a size of its own (not the custom choice). */
export function isPreset(id: string): boolean {
  return RESOLUTION_PRESETS.some((preset) => preset.id === id && preset.size !== null)
}

/** The size a choice stands for: the preset's, or the typed one (normalised). */
export function chosenResolution(preset: string, custom: string): string {
  if (preset === CUSTOM_PRESET) return normaliseResolution(custom)
  return RESOLUTION_PRESETS.find((candidate) => candidate.id === preset)?.size ?? DEFAULT_RESOLUTION
}

/** Width and height of a WIDTHxHEIGHT size, or null when it is not one. */
export function sidesOf(resolution: string): { width: number; height: number } | null {
  if (!RESOLUTION_PATTERN.test(resolution)) return null
  const [width, height] = resolution.split('x').map(Number) as [number, number]
  return { width, height }
}
