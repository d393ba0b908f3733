import { describe, expect, it } from 'vitest';
import { createBackground } from './background.js';

/** A promise and the function that settles it. */
function later() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('background work', () => {
  it('is idle only when every task, and every task it started, has finished', async () => {
    const background = createBackground({ error: () => {} });
    const first = later();
    const second = later();
    const finished: string[] = [];
    background.run('first', async () => {
      await first.promise;
      background.run('second', async () => {
        await second.promise;
        finished.push('second');
      });
      finished.push('first');
    });
    let idle = false;
    const waiting = background.idle().then(() => (idle = true));
    first.settle();
    await new Promise((resolve) => setImmediate(resolve));
    expect([finished, idle]).toEqual([['first'], false]);
    second.settle();
    await waiting;
    expect(finished).toEqual(['first', 'second']);
  });

  it('logs a task’s failure instead of throwing it, and goes on', async () => {
    const logged: object[] = [];
    const background = createBackground({ error: (details) => logged.push(details) });
    const failure = new Error('gateway down');
    background.run('otp', () => Promise.reject(failure));
    await background.idle();
    expect(logged).toEqual([{ err: failure, task: 'otp' }]);
  });

  it('tells its tasks when shutdown begins, and close waits for them', async () => {
    const background = createBackground({ error: () => {} });
    let sawStop = false;
    const started = later();
    background.run('otp', async (stop) => {
      started.settle();
      await new Promise((resolve) => stop.addEventListener('abort', resolve));
      sawStop = stop.aborted;
    });
    await started.promise;
    await background.close();
    expect(sawStop).toBe(true);
  });
});
