import { describe, expect, it } from 'vitest';
import { deviceOf, UNKNOWN_DEVICE } from './sessions.js';

describe('deviceOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'Firefox on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['okhttp/4.12.0', 'okhttp'],
    ['curl/8.5.0', 'curl'],
    ['', UNKNOWN_DEVICE],
    [null, UNKNOWN_DEVICE],
    ['Mozilla/5.0 (compatible)', UNKNOWN_DEVICE],
  ])('reads %j as %j', (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });

  it('never answers more than a short name, whatever the client sends', () => {
    expect(deviceOf(`x${'a'.repeat(5000)}`).length).toBeLessThanOrEqual(40);
  });
});
