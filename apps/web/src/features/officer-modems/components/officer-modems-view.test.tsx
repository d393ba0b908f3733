import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MODEM_MESSAGES, OFFICER_MODEMS_TEXTS as T } from '@smms/shared';
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
});
