/**
 * PDF text through pdf.js, loaded only when a PDF arrives. The legacy build is the one that runs on
 * Node 20 (the modern build needs `Promise.withResolvers`, Node 22+) and in any module worker.
 * pdf.js normally parses in a worker of its own; we already are in one (or in Node), so we load its
 * worker module in this thread: it registers `globalThis.pdfjsWorker`, which pdf.js v5 uses as its
 * "main-thread worker" instead of spawning a nested Worker or fetching `workerSrc`.
 */
import type { TextItem } from 'pdfjs-dist/types/src/display/api'

export interface PdfText {
  text: string
  pages: number
}

/** A PDF pdf.js refused for a reason the owner can act on. */
export class PdfRefusedError extends Error {
  override name = 'PdfRefusedError'
  constructor(readonly why: 'password' | 'damaged') {
    super(why === 'password' ? 'The PDF is password-protected' : 'The PDF is damaged')
  }
}

let loading: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | null = null

function loadPdfjs() {
  loading ??= (async () => {
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
    return import('pdfjs-dist/legacy/build/pdf.mjs')
  })()
  return loading
}

export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdfjs = await loadPdfjs()
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (and may detach) the buffer it is given.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  })
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      const name = error instanceof Error ? error.name : ''
      if (name === 'PasswordException') throw new PdfRefusedError('password')
      if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'UnknownErrorException') throw new PdfRefusedError('damaged')
      throw error
    })
    const pages: string[] = []
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      pages.push(pageText(content.items.filter((item): item is TextItem => 'str' in item)))
      page.cleanup()
    }
    return { text: pages.join('\n\n').trim(), pages: pdf.numPages }
  } finally {
    await task.destroy()
  }
}

/**
 * Lines from pdf.js's text items. A drop of more than ~1.8 font heights is a paragraph break
 * (ordinary leading is 1.2–1.5), the chunker's preferred boundary.
 */
function pageText(items: TextItem[]): string {
  let text = ''
  let lastY: number | null = null
  for (const item of items) {
    if (item.str === '') continue
    const y = Number(item.transform[5])
    if (lastY !== null && Math.abs(lastY - y) > 0.5) {
      const fontHeight = item.height > 0 ? item.height : 12
      text = text.trimEnd() + (Math.abs(lastY - y) > fontHeight * 1.8 ? '\n\n' : '\n')
    }
    text += item.str
    lastY = y
  }
  return text.trim()
}
