import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK } from '@smms/shared';
import { mockXhr } from '@/test/xhr-mock';
import { ApiError, setUnauthorizedHandler } from './api-client';
import { upload } from './upload';

afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const body = new FormData();
  body.append('file', new File(['a,b\n'], 'x.csv', { type: 'text/csv' }));
  return body;
};

describe('upload', () => {
  it('posts the form to /api/v1 with the CSRF header and the query, reporting progress', async () => {
    const sent = mockXhr((request) => {
      request.progress(5, 10);
      request.progress(10, 10);
      return { status: 200, body: { success: true } };
    });
    const progress: number[] = [];
    const body = form();
    await expect(
      upload('/things', body, { query: { dryRun: true }, onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({ success: true });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/things?dryRun=true', body });
    expect(sent[0]?.headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'smms' });
    expect(progress).toEqual([0.5, 1]);
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    mockXhr(() => ({ status: 400, body: { success: false, message: 'Bad file' } }));
    const error = (await upload('/things', form()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad file', serverMessage: 'Bad file' });
  });

  it('reports a failed connection with the network message', async () => {
    mockXhr(() => 'network');
    await expect(upload('/things', form())).rejects.toMatchObject({ status: 0, message: NETWORK.network });
  });

  it('sends a 401 back to login, as every other call does', async () => {
    const onUnauthorized = vi.fn();
    const unregister = setUnauthorizedHandler(onUnauthorized);
    mockXhr(() => ({ status: 401, body: { success: false, message: 'Not signed in' } }));
    await expect(upload('/things', form())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    unregister();
  });
});
