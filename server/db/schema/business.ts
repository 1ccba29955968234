/**
 * What the owner tells about the business (backend/store.ts, backend/store-sales.ts): every table
 * but the goals' catalogue is a tenant's (./columns.ts). An upload's sales are batch records of
 * encoded columns, the account's revision one record renewed with every write.
 */
import { bigint, boolean, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { DayTotal, SalesDictColumn } from '../../../backend/ingest/types'
import { day, isoTime, json, tenantColumns, tenantKeyAndPolicy } from './columns'

export const goals = pgTable('goals', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  sort_order: bigint('sort_order', { mode: 'number' }).notNull(),
})

export const uploads = pgTable('uploads', {
  ...tenantColumns(),
  kind: text('kind').$type<'file' | 'manual'>().notNull(),
  file_name: text('file_name'),
  content_hash: text('content_hash'),
  uploaded_at: isoTime('uploaded_at').notNull(),
  format: text('format').notNull(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
  chunks: bigint('chunks', { mode: 'number' }).notNull(),
  outlets: json<string[]>('outlets').notNull(),
  from: day('from'),
  to: day('to'),
  summary: text('summary').notNull(),
  currency: text('currency'),
  orders_per_line: boolean('orders_per_line'),
  status: text('status').$type<'completed'>().notNull(),
}, (table) => [...tenantKeyAndPolicy(table), index('uploads_content_hash').on(table.account_id, table.content_hash)])

export const salesBatches = pgTable('sales_batches', {
  ...tenantColumns(),
  upload_id: text('upload_id').notNull(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
  columns: json<Record<string, string>>('columns').notNull(),
  dict: json<Record<SalesDictColumn, string[]>>('dict').notNull(),
  day_totals: json<DayTotal[]>('day_totals').notNull(),
}, (table) => [...tenantKeyAndPolicy(table), index('sales_batches_upload').on(table.account_id, table.upload_id)])

export const salesRevisions = pgTable('sales_revisions', {
  ...tenantColumns(),
  revision: text('revision').notNull(),
}, (table) => [...tenantKeyAndPolicy(table), uniqueIndex('sales_revisions_account').on(table.account_id)])

export const documentChunks = pgTable('document_chunks', {
  ...tenantColumns(),
  upload_id: text('upload_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  text: text('text').notNull(),
}, (table) => [...tenantKeyAndPolicy(table), index('document_chunks_upload').on(table.account_id, table.upload_id)])

const answer = (name: string) => text(name)
const count = (name: string) => bigint(name, { mode: 'number' })

export const companyProfiles = pgTable('company_profiles', {
  ...tenantColumns(),
  headquarters_location: answer('headquarters_location'),
  year_founded: count('year_founded'),
  industry: answer('industry'),
  business_model: answer('business_model'),
  num_employees: count('num_employees'),
  num_branches: count('num_branches'),
  outlet_type: answer('outlet_type'),
  key_departments: answer('key_departments'),
  main_products: answer('main_products'),
  best_selling_products: answer('best_selling_products'),
  seasonal_offerings: answer('seasonal_offerings'),
  target_segments: answer('target_segments'),
  typical_customer: answer('typical_customer'),
  avg_transaction_value: doublePrecision('avg_transaction_value'),
  customer_pain_points: answer('customer_pain_points'),
  top_goals: answer('top_goals'),
  top_challenges: answer('top_challenges'),
  recent_initiatives: answer('recent_initiatives'),
  sales_channels: answer('sales_channels'),
  marketing_methods: answer('marketing_methods'),
  previous_crm_tools: answer('previous_crm_tools'),
  business_hours: answer('business_hours'),
  languages_used: answer('languages_used'),
  regulations: answer('regulations'),
  data_exclusions: answer('data_exclusions'),
  other_info: answer('other_info'),
  updated_at: isoTime('updated_at').notNull(),
}, (table) => [...tenantKeyAndPolicy(table), uniqueIndex('company_profiles_account').on(table.account_id)])

export const accountSettings = pgTable('account_settings', {
  ...tenantColumns(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  role: text('role').notNull(),
  phone: text('phone').notNull(),
  notify_email: boolean('notify_email').notNull(),
  notify_push: boolean('notify_push').notNull(),
  notify_weekly_reports: boolean('notify_weekly_reports').notNull(),
  notify_insights: boolean('notify_insights').notNull(),
  notify_system_updates: boolean('notify_system_updates').notNull(),
  theme: text('theme').notNull(),
  language: text('language').notNull(),
  currency: text('currency').notNull(),
  timezone: text('timezone').notNull(),
  updated_at: isoTime('updated_at').notNull(),
}, (table) => [...tenantKeyAndPolicy(table), uniqueIndex('account_settings_account').on(table.account_id)])

export const ownerRequests = pgTable('owner_requests', {
  ...tenantColumns(),
  kind: text('kind').$type<'goal' | 'support'>().notNull(),
  goal: text('goal'),
  user_query: text('user_query').notNull(),
  priority: text('priority'),
  created_at: isoTime('created_at').notNull(),
}, (table) => [...tenantKeyAndPolicy(table), index('owner_requests_created').on(table.account_id, table.created_at)])
