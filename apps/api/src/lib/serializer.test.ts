import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsAlsoAs, rowsFromJson, serializerCompiler } from './serializer.js';

const Row = z.object({ id: z.number(), name: z.string() });
const Page = z.object({
  success: z.literal(true),
  data: z.array(Row),
  total: z.number(),
  legacy: z.array(Row),
});

describe('the response serializer', () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const rows = [
    { id: 1, name: 'one', secret: 'not in the schema' },
    { id: 2, name: 'two', secret: 'not in the schema' },
  ];
  app.get('/aliased', { schema: { response: { 200: rowsAlsoAs(Page, 'legacy') } } }, async () => ({
    success: true,
    data: rows,
    total: 2,
    legacy: rows,
  }));
  app.get('/plain', { schema: { response: { 200: Page } } }, async () => ({
    success: true,
    data: rows,
    total: 2,
    legacy: rows.slice(0, 1),
  }));
  app.get('/broken', { schema: { response: { 200: rowsAlsoAs(Page, 'legacy') } } }, async () => ({
    success: true,
    data: [{ id: 'x' }],
    total: 1,
  }));
  const written = [{ json: '{"id":1,"name":"ön\\"e"}' }, { json: '{"id":2,"name":"two"}' }];
  app.get('/written', { schema: { response: { 200: rowsAlsoAs(Page, 'legacy') } } }, async () => {
    const data = rowsFromJson<z.infer<typeof Row>>(written);
    return { success: true, data, total: 2, legacy: data };
  });
  app.get('/written-broken', { schema: { response: { 200: Page } } }, async () => ({
    success: true,
    data: rowsFromJson<z.infer<typeof Row>>(written),
    total: 'two',
    legacy: [],
  }));
  afterAll(() => app.close());

  it('writes a page’s rows once under both names, checked against the schema', async () => {
    const response = await app.inject('/aliased');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      total: 2,
      data: [
        { id: 1, name: 'one' },
        { id: 2, name: 'two' },
      ],
      legacy: [
        { id: 1, name: 'one' },
        { id: 2, name: 'two' },
      ],
    });
    expect(response.body).not.toContain('secret');
  });

  it('writes rows the database wrote as JSON as they are, under both names, and checks the rest of the page', async () => {
    const response = await app.inject('/written');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const rows = [
      { id: 1, name: 'ön"e' },
      { id: 2, name: 'two' },
    ];
    expect(response.json()).toEqual({ success: true, total: 2, data: rows, legacy: rows });
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    const broken = await app.inject('/written-broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('two');
  });

  it('leaves a schema without an alias to the zod serializer', async () => {
    const body = (await app.inject('/plain')).json();
    expect(body.legacy).toEqual([{ id: 1, name: 'one' }]);
    expect(body.data).toHaveLength(2);
  });

  it('refuses to send an answer its schema does not allow', async () => {
    const response = await app.inject('/broken');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('"data"');
  });
});
