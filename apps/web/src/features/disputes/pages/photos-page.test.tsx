import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PhotoApplicationView, PhotoTicketState } from '@eticket/domain/disputes/photo.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import en from '../locales/en.json';
import PhotosPage from './photos-page.tsx';
import { fakeApi, inTurn, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const STATE = 'GET rest/ticket/api/v1/publ/photo-applications/ticket';
const PHOTO = 'GET rest/ticket/api/v1/publ/photo-applications/{reference}/photos/{photoId}';
const APPLY = 'POST rest/ticket/api/v1/publ/photo-applications';

const APPROVED: PhotoApplicationView = {
  reference: 'V0000000042',
  noticeNo: '700000015',
  status: 'APPROVED',
  reason: null,
  remark: null,
  appliedAt: '2026-11-20T02:00:00.000Z',
  decidedAt: '2026-11-20T03:00:00.000Z',
  viewableUntil: new Date(Date.now() + 3600_000).toISOString(),
  photoIds: ['p1', 'p2'],
};
const state = (application: PhotoApplicationView | null): PhotoTicketState => ({
  noticeNo: '700000015',
  available: true,
  photoCount: 2,
  application,
});
const jpeg = () =>
  new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:photo-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderWithTexts(<PhotosPage />, '/ticket/photos?noticeNo=700000015', 'disputes', en);

describe('the photo page', () => {
  it('when the application is approved, then each photo shows from memory, named for a screen reader', async () => {
    fakeApi({ [STATE]: ok(state(APPROVED)), [PHOTO]: () => jpeg() });
    renderPage();
    expect(await screen.findByRole('img', { name: 'Officer’s photo 1 of 2' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Officer’s photo 2 of 2' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Officer’s photo 1 of 2' }).getAttribute('src')).toMatch(/^blob:/);
  });

  it('when the server says the period has ended, then the viewer closes and the page says so', async () => {
    const ended = { ...APPROVED, status: 'EXPIRED' as const, photoIds: [] };
    fakeApi({
      [STATE]: inTurn(ok(state(APPROVED)), ok(state(ended))),
      [PHOTO]: refuse(ERROR_CODES.PHOTO_VIEW_ENDED, '', 410),
    });
    renderPage();
    expect(await screen.findByText(/The viewing period ended on/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Officer’s photo/ })).toBeNull();
    expect(screen.getByRole('button', { name: en.photos.apply })).toBeTruthy();
  });

  it('when the owner applies, then the reason is sent and the application shows as processing', async () => {
    const processing = { ...APPROVED, status: 'PROCESSING' as const, viewableUntil: null, photoIds: [] };
    const api = fakeApi({
      [STATE]: inTurn(ok(state(null)), ok(state(processing))),
      [APPLY]: ok(processing),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText(en.photos.reason), {
      target: { value: 'To see the kerb.' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.photos.apply }));
    expect(await screen.findByText(en.photos.processing)).toBeTruthy();
    await waitFor(() =>
      expect(api.bodies(APPLY)).toEqual([{ noticeNo: '700000015', reason: 'To see the kerb.' }]),
    );
  });
});
