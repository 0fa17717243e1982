import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import en from '../locales/en.json';
import VehicleApplicationPage from './vehicle-application-page.tsx';
import { on } from '../../../lib/event-bus.ts';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const USERS = 'rest/users/api/v1/publ';
const AT_MOST = 'At most 5 vehicles can be named in one request';

let off: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  off?.();
});

describe('Apply to manage an owner’s vehicles', () => {
  it('when the server refuses six vehicles, then "at most 5" is said on the vehicles field, not in a dialog', async () => {
    const dialogs: string[] = [];
    off = on('dialog', (d) => dialogs.push(d.message ?? d.messageKey ?? ''));
    fakeApi({
      [`POST ${USERS}/apply/record`]: ok({ list: [], total: 0, totalCapped: false, page: 1, pageSize: 10 }),
      [`POST ${USERS}/apply/vehicle`]: refuse(
        'SYS-E-0400',
        'Some of the information entered is not valid. Please check and try again.',
        400,
        { fields: [{ field: 'body.vehicleNos', message: AT_MOST }] },
      ),
    });
    renderWithTexts(<VehicleApplicationPage />, '/', 'agents', en);
    fireEvent.change(screen.getByLabelText(en.apply.owner), { target: { value: 'C3456785' } });
    const marks = screen.getByLabelText(en.apply.marks);
    fireEvent.change(marks, { target: { value: 'HK2468, AB1234, CD5678, GX3579, HC1001, KX3210' } });
    fireEvent.click(screen.getByRole('button', { name: en.apply.submit }));
    await screen.findByText(AT_MOST);
    expect(marks.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: AT_MOST })).toBe(marks);
    expect(dialogs).toEqual([]);
  });
});
