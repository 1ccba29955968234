/**
 * The one handler list for the browser worker, Vitest's `setupServer` and the HTTP mock server.
 * The chaos handler comes first: it delays or fails a request, or lets it fall through.
 */
import type { RequestHandler } from 'msw'
import type { MockBases } from '../bases'
import { createChaosHandler } from '../chaos'
import { assetsHandlers } from './assets'
import { authHandlers } from './auth'
import { authServiceHandlers } from './auth-service'
import { chatHandlers } from './chat'
import { companyProfileHandlers } from './company-profile'
import { demoHandlers } from './demo'
import { goalHandlers } from './goals'
import { imagesHandlers } from './images'
import { insightsHandlers } from './insights'
import { leadHandlers } from './leads'
import { metricsHandlers } from './metrics'
import { reportHandlers } from './report'
import { requestsHandlers } from './requests'
import { settingsHandlers } from './settings'
import { uploadHandlers } from './upload'
import { uploadsHandlers } from './uploads'

export function createHandlers(bases: MockBases): RequestHandler[] {
  return [
    createChaosHandler(bases),
    ...authServiceHandlers(bases),
    ...leadHandlers(bases),
    ...authHandlers(bases),
    ...goalHandlers(bases),
    ...companyProfileHandlers(bases),
    ...settingsHandlers(bases),
    ...requestsHandlers(bases),
    ...uploadHandlers(bases),
    ...uploadsHandlers(bases),
    ...metricsHandlers(bases),
    ...insightsHandlers(bases),
    ...reportHandlers(bases),
    ...chatHandlers(bases),
    ...assetsHandlers(bases),
    ...imagesHandlers(bases),
    ...demoHandlers(bases),
  ]
}
