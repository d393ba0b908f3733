import { describe, expect, it } from 'vitest';
import { matchingPath, twinPage, viewOfPath } from './view-mapping';
import { resolveView } from './resolve-view';

describe('view mapping', () => {
  it.each([
    ['meters-installed', 'modems-installed'],
    ['meters-commissioned', 'modems-commissioned'],
    ['commission-done', 'modems-commission-done'],
    ['commission-rejected', 'modems-commission-rejected'],
    ['field-assistants', 'modem-field-assistants'],
    ['manage-admins', 'modem-manage-admins'],
    ['manage-bi-admins', 'modem-manage-bi-admins'],
    ['tech-support', 'modem-tech-support'],
    ['field-officers', 'modem-field-officers'],
  ])('pairs %s with %s both ways', (meters, modems) => {
    expect(twinPage(meters, 'Modems')).toBe(modems);
    expect(twinPage(modems, 'Meters')).toBe(meters);
  });

  it('sends both tech-support readings to the modem tech-support page, and back to tech-support', () => {
    expect(matchingPath('/superadmin/pending-tech-support', 'Modems')).toBe('/superadmin/modem-tech-support');
    expect(matchingPath('/superadmin/tech-support', 'Modems')).toBe('/superadmin/modem-tech-support');
    expect(matchingPath('/superadmin/modem-tech-support', 'Meters')).toBe('/superadmin/tech-support');
  });

  it('keeps the page when it already belongs to the chosen view, or to both', () => {
    expect(matchingPath('/admin/meters-installed', 'Meters')).toBe('/admin/meters-installed');
    expect(matchingPath('/biadmin/dashboard', 'Modems')).toBe('/biadmin/dashboard');
  });

  it("switches within the role's prefix", () => {
    expect(matchingPath('/biadmin/commission-done', 'Modems')).toBe('/biadmin/modems-commission-done');
    expect(matchingPath('/admin/modem-field-officers', 'Meters')).toBe('/admin/field-officers');
  });

  it("goes from one officer's list to the other view's officer list", () => {
    expect(matchingPath('/admin/field-officer-meters/7', 'Modems')).toBe('/admin/modem-field-officers');
    expect(matchingPath('/superadmin/field-officer-meters/7', 'Modems')).toBe(
      '/superadmin/modem-field-assistants',
    );
    expect(matchingPath('/superadmin/field-officer-modems/9876543210', 'Meters')).toBe(
      '/superadmin/field-assistants',
    );
  });

  it('counts the DTR master import in the meters view, and leaves it for the dashboard of the other', () => {
    expect(viewOfPath('/biadmin/dtr-import')).toBe('Meters');
    expect(matchingPath('/biadmin/dtr-import', 'Meters')).toBe('/biadmin/dtr-import');
    expect(matchingPath('/superadmin/dtr-import', 'Modems')).toBe('/superadmin/dashboard');
  });

  it('tells which view a path belongs to', () => {
    expect(viewOfPath('/superadmin/modem-manage-admins')).toBe('Modems');
    expect(viewOfPath('/superadmin/field-officer-meters/3')).toBe('Meters');
    expect(viewOfPath('/admin/dashboard')).toBeNull();
  });
});

describe('resolveView', () => {
  it('forces the only view a user has', () => {
    expect(resolveView(['Modems'], 'Meters', 'Meters')).toBe('Modems');
  });

  it("follows the page's view, then the remembered one, defaulting to Meters", () => {
    expect(resolveView(['Meters', 'Modems'], 'Modems', 'Meters')).toBe('Modems');
    expect(resolveView(['Meters', 'Modems'], null, 'Modems')).toBe('Modems');
    expect(resolveView(['Meters', 'Modems'], null, 'Meters')).toBe('Meters');
  });
});
