import { resolve } from 'node:path'

/** The repository: where the runners run, and what their reports' file names start with. */
export const ROOT = resolve(import.meta.dirname, '../..')
