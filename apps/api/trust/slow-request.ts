import net from 'node:net';

/**
 * A request held open on purpose (the shutdown tests): the headers go first with `Expect: 100-continue`,
 * so the server's `100 Continue` proves it has the request in hand before the test sends the signal;
 * the body follows when the test says.
 */
export interface HeldRequest {
  /** Sends the body and resolves with the status and body of the answer (rejects if none comes). */
  finish(): Promise<{ status: number; body: string }>;
  /** Settles when the server has closed the connection. */
  closed: Promise<void>;
}

export async function holdRequest(
  port: number,
  route: string,
  token: string,
  payload: unknown,
): Promise<HeldRequest> {
  const body = Buffer.from(JSON.stringify(payload));
  const socket = net.connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let notify: () => void = () => {};
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    notify();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (ready() ? resolve() : undefined);
      notify = check;
      void closed.then(() =>
        ready() ? resolve() : reject(new Error('connection closed without an answer')),
      );
      check();
    });
  socket.write(
    `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n` +
      'Expect: 100-continue\r\n\r\n',
  );
  await until(() => received.toString('latin1').includes('100 Continue\r\n\r\n'));
  const continued = received.length;
  return {
    closed,
    async finish() {
      socket.write(body);
      await until(() => socket.readableEnded || socket.destroyed);
      const text = received.subarray(continued).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      return { status, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
    },
  };
}
