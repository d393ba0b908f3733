import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCache } from './session-cache.js';
import type { SessionWithUser } from './sessions.repo.js';

const session = (sessionId: number, expiresAt = new Date(Date.now() + 3_600_000).toISOString()) =>
  ({ sessionId, lastSeenAt: '', expiresAt, user: { id: 7 } }) as SessionWithUser;

describe('the session cache', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
  afterEach(() => vi.useRealTimers());

  it('answers a session read a moment ago, and reads it again once the moment has passed', () => {
    const cache = sessionCache(2_000);
    cache.set('a', session(1), cache.generation());
    expect(cache.get('a')?.sessionId).toBe(1);
    vi.advanceTimersByTime(1_999);
    expect(cache.get('a')?.sessionId).toBe(1);
    vi.advanceTimersByTime(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });

  it('forgets every session when a write clears it', () => {
    const cache = sessionCache(2_000);
    cache.set('a', session(1), cache.generation());
    cache.set('b', session(2), cache.generation());
    cache.clear();
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toBeNull();
  });

  it('does not keep a read that began before a write cleared the cache', () => {
    const cache = sessionCache(2_000);
    const readAt = cache.generation();
    cache.clear(); // a logout answered while the read was in flight
    cache.set('a', session(1), readAt);
    expect(cache.get('a')).toBeNull();
    cache.set('a', session(1), cache.generation());
    expect(cache.get('a')?.sessionId).toBe(1);
  });

  it('keeps a session no longer than its absolute expiry', () => {
    const cache = sessionCache(2_000);
    cache.set('a', session(1, new Date(Date.now() + 500).toISOString()), cache.generation());
    expect(cache.get('a')?.sessionId).toBe(1);
    vi.advanceTimersByTime(501);
    expect(cache.get('a')).toBeNull();
  });

  it('keeps nothing when its lifetime is zero', () => {
    const cache = sessionCache(0);
    cache.set('a', session(1), cache.generation());
    expect(cache.get('a')).toBeNull();
  });
});
