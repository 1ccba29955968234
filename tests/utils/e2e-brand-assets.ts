/** The asset modal in the browser tests: a new owner's logo and product photo, uploaded as an owner would. */
import { resolve } from 'node:path'
import { expect, type Locator } from '@playwright/test'

const FIXTURES = resolve('tests/fixtures/brand-upload')

/** In the 'Upload Company Assets' dialog: the logo, then a product photo, until every requirement is met. */
export async function uploadLogoAndPhoto(modal: Locator, brand: string, product: string): Promise<void> {
  const logo = modal.getByRole('form', { name: 'Logo' })
  await logo.locator('input[type="file"]').setInputFiles(resolve(FIXTURES, 'warung-baru-logo.png'))
  await logo.getByRole('textbox', { name: 'Brand name (required)' }).fill(brand)
  await logo.getByRole('button', { name: 'Upload' }).click()
  await expect(modal.getByText('1 asset still needed')).toBeVisible({ timeout: 15_000 })

  const photo = modal.getByRole('form', { name: 'Product photo' })
  await photo.locator('input[type="file"]').setInputFiles(resolve(FIXTURES, 'roti-bakar-set.jpg'))
  await photo.getByRole('textbox', { name: 'Product name (required)' }).fill(product)
  await photo.getByRole('button', { name: 'Upload' }).click()
  await expect(modal.getByText('All requirements met! Ready for image generation')).toBeVisible({ timeout: 15_000 })
}
