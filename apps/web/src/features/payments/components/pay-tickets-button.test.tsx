import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import en from '../locales/en.json';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { PayTicketsButton } from './pay-tickets-button.tsx';

describe('Paying the tickets selected on another page', () => {
  it('when tickets are selected, then the button takes them to the pay page', () => {
    const router = renderWithTexts(
      <PayTicketsButton noticeNos={['720000011', '720000029']} />,
      '/',
      'payments',
      en,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay 2 tickets in one payment' }));
    expect(router.state.location.pathname).toBe('/ticket/pay');
    expect(new URLSearchParams(router.state.location.search).getAll('noticeNo')).toEqual([
      '720000011',
      '720000029',
    ]);
  });

  it('when nothing is selected, then the button cannot be pressed', () => {
    renderWithTexts(<PayTicketsButton noticeNos={[]} />, '/', 'payments', en);
    expect(
      screen.getByRole('button', { name: 'Pay 0 tickets in one payment' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
