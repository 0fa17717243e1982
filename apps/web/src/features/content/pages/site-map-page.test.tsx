import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetSessionCache } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: '0', message: '', data: [] })),
  );
  await changeLanguage('en');
});

describe('the site map', () => {
  it('when opened, then it lists the pages behind login too, payment records among them, marked as such', async () => {
    renderApp('/home/site-map');
    const account = await screen.findByRole('navigation', { name: 'Tickets and payments' });
    const record = within(account).getByRole('link', { name: 'Payment records' });
    expect(record.getAttribute('href')).toBe('/my-account/payment-record');
    expect(record.parentElement!.textContent).toContain('(login needed)');
    const mine = screen.getByRole('navigation', { name: 'My account and registration' });
    expect(within(mine).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my-account');
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Frequently asked questions' }).getAttribute('href')).toBe(
      '/resources?selectedTab=faq',
    );
  });
});
