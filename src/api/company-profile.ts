import { request } from './http'
import {
  CompanyProfileResponseSchema,
  CompanyProfileUpdateResponseSchema,
  type CompanyProfileRequest,
  type CompanyProfileResponse,
  type CompanyProfileUpdateResponse,
} from '../../kernel/contract'

/** `GET /company-profile`: the profile fields plus `client_id` (docs/product.md#api-calls). */
export function getCompanyProfile(signal?: AbortSignal): Promise<CompanyProfileResponse> {
  return request({ method: 'GET', path: '/company-profile', auth: true, parse: CompanyProfileResponseSchema, ...(signal ? { signal } : {}) })
}

/** `PUT /company-profile` with all the profile fields. */
export function putCompanyProfile(profile: CompanyProfileRequest, signal?: AbortSignal): Promise<CompanyProfileUpdateResponse> {
  return request({
    method: 'PUT',
    path: '/company-profile',
    auth: true,
    body: profile,
    parse: CompanyProfileUpdateResponseSchema,
    ...(signal ? { signal } : {}),
  })
}
