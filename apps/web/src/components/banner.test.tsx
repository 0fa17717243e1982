import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionCache } from '../lib/session.ts';
import { renderWithRouter } from '../test/render-app.tsx';
import { Banner } from './banner.tsx';

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
});

describe('Banner', () => {
  it.each([
    [150, '99+'],
    [99, '99'],
    ['7', '7'],
  ])('when the count is %j, then the badge beside the title reads %s', async (count, text) => {
    renderWithRouter(<Banner title="Message box" count={count} countLabel="unread" />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(within(heading).getByText(text)).toBeTruthy();
    expect(heading.textContent).toBe(`Message box${text} unread`);
  });

  it('when the count is 0, then no badge shows', async () => {
    renderWithRouter(<Banner title="Message box" count={0} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Message box');
  });

  it('when crumbs are given, then the trail runs Home, the crumbs, then the page (marked current)', async () => {
    renderWithRouter(<Banner title="Payment records" crumbs={['common:routes.MyAccount']} />);
    const items = within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'My account', 'Payment records']);
    expect(items[2]!.getAttribute('aria-current')).toBe('page');
  });
});
