import { vi } from 'vitest';

/** One request the fake XMLHttpRequest was sent. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reports upload progress to the page, as the browser would while sending. */
  progress: (loaded: number, total: number) => void;
}

/** What the fake server answers: a status and JSON body, or 'network' for a connection that failed. */
export type XhrAnswer = { status: number; body?: unknown } | 'network';

/**
 * Replaces XMLHttpRequest (the upload helper's transport; fetch cannot report upload progress) with a
 * fake that hands each request to `answer`. Returns the requests sent, in order.
 */
export function mockXhr(answer: (request: SentRequest) => XhrAnswer | Promise<XhrAnswer>) {
  const sent: SentRequest[] = [];
  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private request: Omit<SentRequest, 'body' | 'progress'> = { method: '', url: '', headers: {} };

    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: unknown) {
      const progress = (loaded: number, total: number) =>
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
        );
      const request = { ...this.request, body, progress };
      sent.push(request);
      void Promise.resolve(answer(request)).then((reply) => {
        if (reply === 'network') return this.dispatchEvent(new Event('error'));
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.dispatchEvent(new Event('load'));
      });
    }

    abort() {
      this.dispatchEvent(new Event('abort'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
