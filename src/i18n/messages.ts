/**
 * The message catalogue (docs/decisions/013-message-catalogue.md): every word a screen shows, one typed
 * function per message, compiled by Paraglide JS from `messages/<language>.json` into `./paraglide/`.
 * Call a message while rendering, never at module load, so a change of language shows on the next render.
 */
export { m } from './paraglide/messages.js'
