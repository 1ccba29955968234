/**
 * An S3-compatible bucket on loopback for the server's tests: objects in memory, keyed by path
 * (`/<bucket>/<key>`); a request not signed (SigV4) with the test credentials' key for its region,
 * or a PUT whose body does not match its `x-amz-content-sha256`, is refused as S3 refuses it.
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { S3Settings } from '../../../server/files/s3'

export interface StandInBucket {
  /** What the server is given to use it (`S3_*`). */
  settings: S3Settings
  objects: Map<string, { bytes: Buffer; type: string }>
  close(): Promise<void>
}

export async function standInBucket(): Promise<StandInBucket> {
  const objects = new Map<string, { bytes: Buffer; type: string }>()
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://bucket').pathname)
      const auth = request.headers.authorization ?? ''
      if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') || !auth.includes('/ap-southeast-1/s3/aws4_request')) {
        return void response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
      }
      const body = Buffer.concat(chunks)
      if (request.method === 'PUT') {
        if (createHash('sha256').update(body).digest('hex') !== request.headers['x-amz-content-sha256']) return void response.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>')
        objects.set(path, { bytes: body, type: String(request.headers['content-type']) })
        return void response.writeHead(200).end()
      }
      const found = objects.get(path)
      if (request.method === 'DELETE') {
        objects.delete(path)
        return void response.writeHead(204).end()
      }
      if (!found) return void response.writeHead(404).end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>')
      response.writeHead(200, { 'content-type': found.type, 'content-length': found.bytes.length }).end(request.method === 'HEAD' ? undefined : found.bytes)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket: 'selera-files', region: 'ap-southeast-1', accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    objects,
    close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  }
}
