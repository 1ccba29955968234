/**
 * zod decides at construction time whether an object schema may compile a fast parser with
 * `new Function`, so `jitless` must be set before the first schema is built: every contract file
 * imports this module first (a test checks it), and a strict CSP then sees no `eval` at all.
 */
import * as z from 'zod'

z.config({ jitless: true })
