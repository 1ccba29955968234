import { waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../../tests/setup/vitest.setup'
import { settleRequestsAfterEach } from '../../../../tests/utils/backend-gate'
import { apiCache } from '../../../api/cache'
import { apiUrl } from '../../../api/http'
import { REPORT_LABELS, REPORT_TEXT } from './messages'
import { open, region, loaded } from '../../../../tests/utils/dashboard-screen'

settleRequestsAfterEach(server, () => apiCache.clear())

describe('dashboard screen: the weekly report download', () => {
  /** jsdom has neither object URLs nor downloads: record both. */
  function stubDownloads() {
    const created: Blob[] = []
    const revoked: string[] = []
    const saved: Array<{ href: string; download: string }> = []
    vi.stubGlobal('URL', Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        created.push(blob)
        return `blob:selera/${created.length}`
      },
      revokeObjectURL: (href: string) => void revoked.push(href),
    }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href')!, download: this.download })
    })
    return { created, revoked, saved }
  }
  afterEach(() => vi.unstubAllGlobals())

  it('fetches the PDF with the token, saves it under its weekly name through an object URL, and revokes it on leaving', async () => {
    const downloads = stubDownloads()
    const route = await open('demo')
    await loaded()
    const report = region(REPORT_TEXT.title)
    await route.user.click(within(report).getByRole('button', { name: REPORT_LABELS.download }))

    const again = await within(report).findByRole('link', { name: REPORT_LABELS.saveAgain }, { timeout: 8_000 })
    const fileName = again.getAttribute('download')!
    expect(fileName).toMatch(/^selera-weekly-report-\d{4}-\d{2}-\d{2}\.pdf$/)
    expect(again).toHaveAttribute('href', 'blob:selera/1')
    expect(downloads.created).toHaveLength(1)
    expect(await downloads.created[0]!.slice(0, 5).text()).toBe('%PDF-')
    expect(downloads.saved).toEqual([{ href: 'blob:selera/1', download: fileName }])
    expect(within(report).getByRole('status')).toHaveTextContent(`Downloaded ${fileName}.`)

    route.unmount()
    expect(downloads.revoked).toEqual(['blob:selera/1'])
  })

  it('a failed download says so and offers Try again, which succeeds', async () => {
    const downloads = stubDownloads()
    // The next weekly PDF fails, whichever week the link names.
    server.use(http.get(apiUrl('/reports/:file'), () => HttpResponse.json({ detail: 'Report generation failed' }, { status: 500 }), { once: true }))
    const route = await open('demo')
    await loaded()
    const report = region(REPORT_TEXT.title)
    await route.user.click(within(report).getByRole('button', { name: REPORT_LABELS.download }))
    await waitFor(() => expect(within(report).getByRole('alert')).toHaveTextContent(REPORT_TEXT.failed), { timeout: 8_000 })
    expect(downloads.created).toHaveLength(0)

    await route.user.click(within(report).getByRole('button', { name: REPORT_LABELS.retry }))
    await within(report).findByRole('link', { name: REPORT_LABELS.saveAgain }, { timeout: 8_000 })
    expect(within(report).getByRole('alert')).toBeEmptyDOMElement()
    expect(downloads.saved).toHaveLength(1)
  })
})
