import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendDownload } from './download-reply.js';

describe('sendDownload', () => {
  it('sends the file with its type and name, kept by nobody on the way', async () => {
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      sendDownload(reply, 'log-2026-12-02.ndjson', Readable.from(['{}\n'])),
    );
    const answer = await app.inject({ url: '/file' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/x-ndjson; charset=utf-8',
      'content-disposition': 'attachment; filename="log-2026-12-02.ndjson"',
      'cache-control': 'no-store',
    });
    expect(answer.body).toBe('{}\n');
  });

  it('answers an export that cannot start as an error, without the file’s name (a browser would save it)', async () => {
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      sendDownload(reply, 'meters.csv', Promise.reject(new Error('database unavailable'))),
    );
    const answer = await app.inject({ url: '/file' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});
