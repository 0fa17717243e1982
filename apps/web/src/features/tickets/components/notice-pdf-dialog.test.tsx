import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { NoticePdfDialog } from './notice-pdf-dialog.tsx';

function renderDialog() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    initAsync: false,
    resources: { en: { tickets: en, common: {} } },
    ns: ['tickets', 'common'],
    defaultNS: 'tickets',
    interpolation: { escapeValue: false },
  });
  const client = new QueryClient();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <NoticePdfDialog
          open
          onClose={() => undefined}
          access={{ noticeNo: '700000015', lookupToken: 't' }}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the notice PDF dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the server refuses the identity prefix as a field, then its field message shows under the input', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 'SYS-E-0400',
              message: 'Some of the information entered is not valid. Please check and try again.',
              data: { fields: [{ field: 'body.idNoPrefix', message: 'Please input the correct ID prefix' }] },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    renderDialog();
    const input = screen.getByLabelText(en.pdf.label);
    fireEvent.change(input, { target: { value: 'A1234' } });
    fireEvent.click(screen.getByRole('button', { name: en.pdf.download }));
    const message = await screen.findByText('Please input the correct ID prefix');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });
});
