import { describe, expect, it } from 'vitest';
import { landingPath, loginStateOf } from './return-path';

describe('landingPath', () => {
  it('follows a console link of the signed-in role, with its search', () => {
    expect(landingPath('BI_SUPER_ADMIN', '/superadmin/meters-installed?q=SM1')).toBe(
      '/superadmin/meters-installed?q=SM1',
    );
    expect(landingPath('AE_ADMIN', '/admin/field-officer-meters/7')).toBe('/admin/field-officer-meters/7');
  });

  it("sends anyone to their dashboard from another role's page, an unknown page or another site", () => {
    for (const from of [
      '/admin/meters-installed',
      '/superadmin/no-such-page',
      '/superadmin',
      '//evil.example/superadmin/dashboard',
      'https://evil.example/superadmin/dashboard',
      '/\\evil.example',
      'javascript:alert(1)',
      undefined,
      42,
    ])
      expect(landingPath('BI_SUPER_ADMIN', from), String(from)).toBe('/superadmin/dashboard');
  });
});

describe('loginStateOf', () => {
  it('reads the link, ignoring anything else', () => {
    expect(loginStateOf({ from: '/admin/dashboard', other: true })).toEqual({ from: '/admin/dashboard' });
    expect(loginStateOf(null)).toEqual({});
    expect(loginStateOf({ from: 3 })).toEqual({ from: undefined });
  });
});
