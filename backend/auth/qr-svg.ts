/**
 * A QR code as SVG text, for the authenticator app to scan during two-factor setup. GoTrue answers
 * the SVG itself and supabase-js makes it `data:image/svg+xml;utf-8,<svg…>`: the markup is left
 * unencoded there, so it holds no `#` (which would end the URL) and no `%`.
 */
import qrcode from 'qrcode-generator'

/** Pixels per module; the code scales cleanly (crispEdges) to whatever size the screen gives it. */
const MODULE_PX = 4
/** The white border ISO/IEC 18004 asks for, in modules. */
const QUIET_ZONE = 4

export function qrSvg(text: string): string {
  // Level M: the ~120-character otpauth URI still fits a small, easily scanned symbol.
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  const count = code.getModuleCount()
  const size = count + 2 * QUIET_ZONE
  let path = ''
  for (let row = 0; row < count; row++) {
    let col = 0
    while (col < count) {
      if (!code.isDark(row, col)) {
        col++
        continue
      }
      // One rectangle per run of dark modules keeps the markup short.
      const start = col
      while (col < count && code.isDark(row, col)) col++
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`
    }
  }
  const px = size * MODULE_PX
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="white"/><path fill="black" d="${path}"/></svg>`
  )
}
