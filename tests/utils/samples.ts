/**
 * Valid sample answers of the contract, shared by the client and contract tests. Typed with the
 * contract's own types, so a schema change that breaks them fails the typecheck first.
 */
import type {
  AssetRemoved,
  AssetsResponse,
  AssetTypesResponse,
  ChatHistoryResponse,
  ChatPreviewAnswer,
  ChatTextAnswer,
  CompanyProfileResponse,
  GenerateImageRequest,
  GenerateImageResponse,
  GeneratedImagesResponse,
  GoalsResponse,
  InsightsResponse,
  MetricsResponse,
  PromptAdviceResponse,
  SettingsResponse,
  UploadResponse,
  UploadRemoved,
  UploadsResponse,
  ValidationStatusResponse,
} from '../../kernel/contract'

const goals: GoalsResponse = { goals: [{ title: 'Increase Sales & Revenue' }, { title: 'Improve Customer Retention' }] }

const metrics: MetricsResponse = {
  metrics: { revenue: 48210.5, orders: 1312, customers: 486, avg_order: 36.75, peak_hour: '12:00' },
}

const insights: InsightsResponse = { insights: ['Mondays trail the weekly average by 31%.', 'Kaya toast sells best before 10:00.'] }

const settings: SettingsResponse = {
  profile: { name: 'Siti Rahman', email: 'demo@selera.my', company: 'Kopi Siti', role: 'Owner', phone: '+60 12-345 6789' },
  notifications: { email: true, push: true, weekly_reports: true, insights: true, system_updates: false },
  preferences: { theme: 'system', language: 'en', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' },
  request: { description: '', priority: 'medium' },
}

const companyProfile: CompanyProfileResponse = {
  headquarters_location: 'Kuala Lumpur',
  year_founded: 2016,
  industry: 'food_beverage',
  num_employees: 42,
  num_branches: 3,
  avg_transaction_value: 18.5,
  business_hours: '07:00-22:00',
  other_info: null,
  client_id: 'client-7f3a',
}

const assetTypes: AssetTypesResponse = {
  asset_types: [
    { id: 1, code: 'logo', description: 'Company logo', has_image: true, metadata_schema: { required: ['brand_name'], optional: ['colours'] } },
    { id: 'tagline', code: 'tagline', description: 'Brand tagline', has_image: false, metadata_schema: { required: ['text'], optional: [] } },
  ],
}

const validationStatus: ValidationStatusResponse = {
  validation_status: {
    all_requirements_met: false,
    missing_assets: ['product_image'],
    validation_details: {
      logo: { status: 'available', count: 1, description: 'Company logo' },
      product_image: { status: 'missing', count: 0, description: 'Product photo' },
    },
  },
}

const chatHistory: ChatHistoryResponse = {
  messages: [
    { id: 'm1', text: 'Why are Mondays slow?', sender: 'user', timestamp: '2025-01-31T08:00:00Z' },
    { id: 'm2', text: 'Mondays trail the week by 31%.', sender: 'ai', timestamp: '2025-01-31T08:00:02.123456+08:00', sources: ['sales-jan.csv'] },
    {
      id: 'm3',
      text: 'Here is a preview of your image.',
      sender: 'ai',
      timestamp: '2025-01-31T08:01:00',
      type: 'image_preview',
      preview: { action: 'generate_image', message: 'Ready to generate', estimated_cost: 0.04, generation_ready: true },
      request_id: 'req-9',
    },
  ],
}

const chatText: ChatTextAnswer = { response: 'Mondays trail the weekly average by 31%.', sources: ['sales-jan.csv'] }

const chatPreview: ChatPreviewAnswer = {
  type: 'image_preview_enhanced',
  preview: {
    action: 'generate_image',
    message: 'Upload your logo first',
    generation_ready: false,
    asset_validation: { missing_assets: ['logo'] },
    requirements_check: { missing_items: ['logo'] },
  },
  request_id: 'req-10',
}

const promptAdvice: PromptAdviceResponse = {
  success: true,
  suggested_prompt: 'A festive Hari Raya flat lay of kuih and teh tarik, green and gold',
  message: 'Suggestion ready',
}

const generateOrder: GenerateImageRequest = {
  client_id: 'client-7f3a',
  prompt: 'Teh tarik promo',
  resolution: '1080x1080',
  industry: 'food_beverage',
  template_type: 'social_media',
}

const generated: GenerateImageResponse = {
  success: true,
  data: { image_url: 'https://cdn.example/img/1.png', generation_time: 8421, metadata: { resolution: '1080x1080', model: 'x' } },
}

const gallery: GeneratedImagesResponse = {
  success: true,
  images: [
    {
      id: 1,
      image_url: 'https://cdn.example/img/1.png',
      original_query: 'Teh tarik promo',
      created_at: '2025-01-31T08:05:00Z',
      status: 'completed',
      image_dimensions: '1080x1080',
      generation_time_ms: 8421,
    },
    { id: 'img-2', image_data: { url: 'https://cdn.example/img/2.png' }, original_query: 'Menu board', created_at: '2025-01-30T10:00:00Z', status: 'completed' },
  ],
}

const manualUploaded: UploadResponse = {
  upload_completed: true,
  status: 'completed',
  message: 'Manual entry stored',
  chunks_created: 1,
}

const uploads: UploadsResponse = {
  uploads: [
    { id: 'u1', file_name: 'storehub-jan.csv', uploaded_at: '2025-01-31T08:00:00Z', kind: 'file', rows: 1312, chunks: 14, summary: '1,312 sales, 1-31 Jan' },
    { id: 'u2', file_name: null, uploaded_at: '2025-01-31T09:00:00Z', kind: 'manual', rows: 1, chunks: 1, summary: 'RM 1,234.50 on 31 Jan' },
  ],
}

const uploadRemoved: UploadRemoved = { id: 'u1', file_name: 'storehub-jan.csv', kind: 'file', rows: 1312, days: 0, chunks: 0, from: '2025-01-01', to: '2025-01-31' }

const assets: AssetsResponse = {
  assets: [
    {
      id: 'a1',
      asset_type_code: 'logo',
      asset_name: 'kopi-kita-logo',
      asset_metadata: { brand_name: 'Kopi Kita Café', primary_color: '#0a3d38' },
      file_name: 'kopi-kita-logo.svg',
      content_type: 'image/svg+xml',
      size_bytes: 2048,
      file_url: 'https://api.example.test/files/assets/a1?expires=1767225600&signature=ab12',
      created_at: '2025-01-31T08:00:00Z',
    },
    {
      id: 'a2',
      asset_type_code: 'menu',
      asset_name: 'Breakfast menu',
      asset_metadata: { title: 'Breakfast menu' },
      file_name: null,
      content_type: null,
      size_bytes: null,
      file_url: null,
      created_at: '2025-01-31T09:00:00Z',
    },
  ],
}

const assetRemoved: AssetRemoved = { asset_id: 'a1', asset_type_code: 'logo' }

export const ANSWERS = {
  assets,
  assetRemoved,
  goals,
  metrics,
  insights,
  settings,
  companyProfile,
  assetTypes,
  validationStatus,
  chatHistory,
  chatText,
  chatPreview,
  promptAdvice,
  generateOrder,
  generated,
  gallery,
  manualUploaded,
  uploads,
  uploadRemoved,
}
