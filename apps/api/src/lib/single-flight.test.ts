import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.js';

describe('singleFlight', () => {
  it('runs the work once for calls that ask while it runs, and again for a call after it finished', async () => {
    const flight = singleFlight<number>();
    let runs = 0;
    let release!: () => void;
    const work = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        release = () => resolve(runs);
      });
    const asked = [flight('a', work), flight('a', work), flight('a', work)];
    const other = flight('b', async () => 99);
    release();
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
    expect(await other).toBe(99);
    const later = flight('a', work);
    release();
    expect(await later).toBe(2);
  });

  it('gives every sharing caller the failure, and forgets it', async () => {
    const flight = singleFlight<number>();
    const failing = () => Promise.reject(new Error('database away'));
    const asked = [flight('k', failing), flight('k', failing)];
    for (const call of asked) await expect(call).rejects.toThrow('database away');
    expect(await flight('k', async () => 1)).toBe(1);
  });
});
