/**
 * The whole metrics object as text (docs/product.md#sales-metrics-panel: "raw formatted text"): JSON, two-space indented, with
 * short arrays and objects kept on one line so that the 7 × 24 heatmap reads as seven rows, not
 * 168 lines.
 */
export function formatJson(value: unknown, indent = ''): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  const line = inline(value)
  const primitives = Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')
  if (primitives || line.length + indent.length <= 96) return line
  const inner = `${indent}  `
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + formatJson(item, inner)).join(',\n')}\n${indent}]`
  const entries = definedEntries(value)
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`).join(',\n')}\n${indent}}`
}

function inline(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  return `{${definedEntries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')}}`
}

function definedEntries(value: object): Array<[string, unknown]> {
  return Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined)
}
