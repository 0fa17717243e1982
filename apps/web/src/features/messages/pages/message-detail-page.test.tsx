import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetRequestState } from '../../../lib/api-client.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { fakeApi, refuse } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import { fakeMessageBox } from '../message-box.fake.ts';
import MessageDetailPage from './message-detail-page.tsx';

const FILE = 'GET rest/file/api/v1/publ/file/download/{fileId}';
const ZIP = 'POST rest/file/api/v1/publ/file/downloadAll';

function openMessage(
  messageId: string,
  extra: Record<string, unknown> = {},
  smsStatus: 'QUEUED' | 'SENT' | 'DELIVERED' | 'FAILED' = 'DELIVERED',
) {
  const { box, routes } = fakeMessageBox(3, 3, smsStatus);
  const api = fakeApi({
    [FILE]: () => new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    [ZIP]: () => new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } }),
    ...extra,
    ...routes,
  });
  renderWithRouter(<MessageDetailPage />, `/my-account/message/detail?messageId=${messageId}`);
  return { box, api };
}

beforeAll(async () => {
  await import('./message-detail-page.tsx');
}, 60_000);
beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'tok');
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('a message of the box', () => {
  it('when opened, then its text, facts and attachments show, and it counts as read', async () => {
    const { box } = openMessage('1');
    await screen.findByText(/Pay by the deadline on the official site or app/);
    expect(screen.getByText('E-ticket')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download notice.pdf' }).textContent).toBe(
      'notice.pdf (20 KB)',
    );
    expect(screen.getByRole('button', { name: 'Download photo.jpg' }).textContent).toBe('photo.jpg (2.0 MB)');
    expect(box.find((m) => m.messageId === 1)!.read).toBe(true);
  });

  it('when the message also went by SMS, then its masked number and what the gateway reported show', async () => {
    openMessage('1');
    await screen.findByRole('heading', { name: 'SMS and e-mail' });
    expect(screen.getByText('SMS to 91****67')).toBeTruthy();
    expect(screen.getByText(/^Delivered \(/)).toBeTruthy();
  });

  it('when the gateway reported the SMS undelivered, then the page says so and where to check the contact', async () => {
    openMessage('1', {}, 'FAILED');
    await screen.findByText(/^Not delivered \(/);
    expect(
      screen.getByText('Please check the electronic contact means registered with the Transport Department.'),
    ).toBeTruthy();
  });

  it('when the message went to the box only, then no SMS or e-mail section shows', async () => {
    const { api } = openMessage('2');
    await screen.findByText(/Pay by the deadline/);
    await waitFor(() =>
      expect(api.requests('POST rest/notification/api/v1/publ/message/setting/message-detail')).toHaveLength(
        1,
      ),
    );
    expect(screen.queryByRole('heading', { name: 'SMS and e-mail' })).toBeNull();
  });

  it('when an attachment or all of them are downloaded, then the file service is asked for exactly those', async () => {
    // the test DOM's Blob is not the one fetch's Response makes: the page checks what fetch gives.
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
    const { api } = openMessage('1');
    fireEvent.click(await screen.findByRole('button', { name: 'Download notice.pdf' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.requests(FILE)[0]!.params.fileId).toBe('0b8f7f9e-1d7a-4a52-9d55-2f0c5d0f6a01');
    fireEvent.click(screen.getByRole('button', { name: 'Download all attachments (ZIP)' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(api.requests(ZIP)[0]!.body).toEqual({
      fileIds: ['0b8f7f9e-1d7a-4a52-9d55-2f0c5d0f6a01', '0b8f7f9e-1d7a-4a52-9d55-2f0c5d0f6a02'],
    });
  });

  it('when a file cannot be downloaded, then the page gives the reason beside the files', async () => {
    openMessage('1', {
      [FILE]: refuse('MSG-E-0002', 'No downloads left for today: you can download 200 files a day.', 429),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download notice.pdf' }));
    await screen.findByText('No downloads left for today: you can download 200 files a day.');
  });

  it('when a download fails without a reason, then the page says the file could not be downloaded', async () => {
    openMessage('1', { [FILE]: new Response('', { status: 500 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download notice.pdf' }));
    await screen.findByText('The file was not found or could not be downloaded. Please try again.');
  });

  it('when the message is gone (deleted, or older than 60 days), then the page says so', async () => {
    openMessage('99');
    await screen.findByText(
      'This message does not exist or has been deleted. Messages are kept for 60 days.',
    );
  });

  it('when the address names no message, then nothing is asked for and the page says so', async () => {
    const { api } = openMessage('abc');
    await screen.findByText('No message was chosen. Open a message from your message box.');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
