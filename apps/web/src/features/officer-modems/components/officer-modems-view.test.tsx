import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLAG_FILTER, MODEM_MESSAGES, OFFICER_MODEMS_TEXTS as T } from '@smms/shared';
import { calledUrls, json, mockFetch } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { OfficerModemsView } from './officer-modems-view';

describe('OfficerModemsView', () => {
  it('says an unknown phone has no field officer, with the way back and no Retry (issue 38)', async () => {
    const spy = mockFetch((url) =>
      url.includes('/modem/by-field-officer/')
        ? json(404, { success: false, message: MODEM_MESSAGES.officerNotFound })
        : json(200, { success: true, data: [], total: 0, page: 1, pageSize: 25 }),
    );
    renderRoute(
      <OfficerModemsView phone="9999999999" back={{ to: '/officers', label: 'Back to officers' }} />,
    );
    expect(
      await screen.findByRole('heading', { name: T.noOfficerWithPhone('9999999999') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.goBack })).toHaveAttribute('href', '/officers');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calledUrls(spy).some((url) => url.includes('/modem/by-field-officer/9999999999'))).toBe(true);
  });

  it("filters the officer's modems by their flags, the URL holding the choice and the list asked for it", async () => {
    const user = userEvent.setup();
    const spy = mockFetch(() => json(200, { success: true, data: [], total: 0, page: 1, pageSize: 25 }));
    const { params } = renderRoute(
      <OfficerModemsView phone="9876500011" back={{ to: '/officers', label: 'Back to officers' }} />,
      '/list?flag=same-service-number',
    );
    const filter = await screen.findByRole('combobox', { name: FLAG_FILTER.modem.label });
    expect(filter).toHaveValue('same-service-number');
    const asked = () => calledUrls(spy).filter((url) => url.includes('/modem/by-field-officer/9876500011?'));
    expect(asked().at(-1)).toContain('flag=same-service-number');
    await user.selectOptions(filter, 'any');
    expect(params().get('flag')).toBe('any');
    await vi.waitFor(() => expect(asked().at(-1)).toContain('flag=any'));
  });
});
