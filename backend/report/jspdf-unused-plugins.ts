/**
 * jsPDF's `html()` and SVG methods load html2canvas, canvg (with core-js) and dompurify on demand.
 * The weekly report draws text, lines and rectangles only and never calls them, so the build maps
 * those three imports here instead of shipping ~550 kB of chunks nobody fetches (vite.config.ts).
 * Should a later change call one of those methods, it fails loudly instead of drawing nothing.
 */
function notInSelera(): never {
  throw new Error("jsPDF's html() and SVG support are not part of Selera's build (see backend/report/jspdf-unused-plugins.ts)")
}

export default notInSelera
export const Canvg = { fromString: notInSelera }
export const sanitize = notInSelera
