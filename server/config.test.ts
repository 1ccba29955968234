import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig, SETTINGS } from './config'

function problems(env: Record<string, string>): string[] {
  try {
    readConfig(env, '/srv/selera')
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('the server’s settings', () => {
  it('start on the embedded database in ./.selera on 127.0.0.1:8080 when nothing is set', () => {
    expect(readConfig({}, '/srv/selera')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/selera/.selera',
      databaseUrl: '',
      poolSize: 10,
      publicUrl: 'http://127.0.0.1:8080',
      trustedProxies: 0,
      hostedAuth: null,
      bucket: null,
      logLevel: 'info',
    })
  })

  it('take an S3-compatible bucket for the files only with its bucket and key', () => {
    const bucket = { S3_ENDPOINT: 'https://abcd.supabase.co/storage/v1/s3/', S3_BUCKET: 'selera', S3_REGION: 'ap-southeast-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }
    expect(readConfig(bucket).bucket).toEqual({ endpoint: 'https://abcd.supabase.co/storage/v1/s3', bucket: 'selera', region: 'ap-southeast-1', accessKeyId: 'key', secretAccessKey: 'secret' })
    expect(problems({ S3_ENDPOINT: 'https://s3.example' }).map((problem) => problem.split(' ')[0])).toEqual(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
  })

  it('take a hosted Supabase project as the auth service only with its anon key, and the key only with the project', () => {
    expect(readConfig({ SUPABASE_URL: 'https://abcd.supabase.co/', SUPABASE_ANON_KEY: 'sb_publishable_x' }).hostedAuth).toEqual({ url: 'https://abcd.supabase.co', anonKey: 'sb_publishable_x' })
    expect(problems({ SUPABASE_URL: 'https://abcd.supabase.co' }).map((problem) => problem.split(' ')[0])).toEqual(['SUPABASE_ANON_KEY'])
    expect(problems({ SUPABASE_ANON_KEY: 'sb_publishable_x' }).map((problem) => problem.split(' ')[0])).toEqual(['SUPABASE_URL'])
    expect(problems({ SUPABASE_URL: 'abcd.supabase.co', SUPABASE_ANON_KEY: 'x' })).toHaveLength(1)
  })

  it('take each variable, and make the public URL from the address a browser can open', () => {
    const config = readConfig({ PORT: '9000', HOST: '0.0.0.0', SELERA_DATA_DIR: '/var/lib/selera', DATABASE_URL: 'postgres://selera@db:5432/selera', DATABASE_POOL_SIZE: '4', TRUSTED_PROXIES: '1', LOG_LEVEL: 'warn' }, '/srv')
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/var/lib/selera', databaseUrl: 'postgres://selera@db:5432/selera', poolSize: 4, publicUrl: 'http://127.0.0.1:9000', trustedProxies: 1, logLevel: 'warn' })
    expect(readConfig({ SELERA_PUBLIC_URL: 'https://selera.example.my/' }).publicUrl).toBe('https://selera.example.my')
  })

  it('refuse to start on an invalid value, naming every such variable and what it is for', () => {
    const found = problems({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/selera', LOG_LEVEL: 'debug', SELERA_PUBLIC_URL: 'selera.example.my' })
    expect(found.map((problem) => problem.split('=')[0])).toEqual(['PORT', 'DATABASE_URL', 'SELERA_PUBLIC_URL', 'LOG_LEVEL'])
    expect(found[0]).toContain('The port the server listens on.')
    expect(problems({ PORT: '70000' })).toHaveLength(1)
    expect(problems({ DATABASE_POOL_SIZE: '0' })).toHaveLength(1)
    expect(problems({ TRUSTED_PROXIES: 'yes' })).toHaveLength(1)
  })

  it('are every one in the README’s table', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    for (const name of Object.keys(SETTINGS)) expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'))
  })
})
