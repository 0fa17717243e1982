import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DisputeView } from '@eticket/domain/disputes/dispute.schemas';
import en from '../locales/en.json';
import DisputePage from './dispute-page.tsx';
import SignPage from './sign-page.tsx';
import SuccessPage from './success-page.tsx';
import { fakeApi, inTurn, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { browserLocation } from '../../../lib/browser-location.ts';
import { removeSession, setSession } from '../../../lib/session.ts';

const DISPUTE: DisputeView = {
  reference: 'D0000000042',
  noticeNo: '700000015',
  ground: 'NO_OFFENCE',
  statement: 'The signs were covered by a hoarding that week.',
  status: 'DRAFT',
  documentDigest: 'a'.repeat(64),
  createdAt: '2026-11-20T02:00:00.000Z',
  signedAt: null,
  signedWith: null,
  decidedAt: null,
  paymentDeadline: null,
  expiresAt: '2026-11-21T02:00:00.000Z',
  files: [{ id: 'f1', fileName: 'kerb.jpg', contentType: 'image/jpeg', sizeBytes: 1000 }],
};
const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name);

afterEach(() => vi.unstubAllGlobals());

describe('the dispute page', () => {
  const renderForm = () =>
    renderWithTexts(<DisputePage />, '/ticket/dispute?noticeNo=700000015', 'disputes', en);
  const choose = (files: File[]) =>
    fireEvent.change(screen.getByLabelText(en.form.files), { target: { files } });

  it('when a fourth file, a 10 MB set or an .exe is chosen, then each is refused before upload with its message', () => {
    fakeApi({});
    renderForm();
    choose([file('a.png'), file('b.png'), file('c.pdf'), file('d.jpg')]);
    expect(screen.getByRole('alert').textContent).toBe('You can attach at most 3 files.');
    choose([file('big.jpg', 6 * 1024 * 1024), file('big2.jpg', 5 * 1024 * 1024)]);
    expect(screen.getByRole('alert').textContent).toBe(en.refusal.DISPUTE_FILES_TOO_LARGE);
    choose([file('tool.exe')]);
    expect(screen.getByRole('alert').textContent).toBe(en.refusal.DISPUTE_FILE_TYPE);
    choose([file('kerb.jpg')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('kerb.jpg')).toBeTruthy();
  });

  it('when the form is sent without the declaration, then it asks for it and sends nothing', () => {
    const api = fakeApi({ 'POST rest/ticket/api/v1/publ/disputes': ok(DISPUTE) });
    renderForm();
    fireEvent.change(screen.getByLabelText(en.form.statement), {
      target: { value: 'The signs were covered by a hoarding.' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    expect(screen.getByRole('alert').textContent).toBe(en.form.groundMissing);
    expect(api.requests('POST rest/ticket/api/v1/publ/disputes')).toHaveLength(0);
  });

  it('when the server refuses a file by its bytes, then its message shows beside the form', async () => {
    fakeApi({
      'POST rest/ticket/api/v1/publ/disputes': refuse(
        'DSP-E-0006',
        'Only JPG, JPEG, PNG or PDF files are accepted; "photo.jpg" is not one.',
        415,
      ),
    });
    const router = renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText(en.grounds.NO_OFFENCE));
    expect(screen.getByRole('note').textContent).toBe(en.guidance.NO_OFFENCE);
    fireEvent.change(screen.getByLabelText(en.form.statement), {
      target: { value: 'The signs were covered by a hoarding.' },
    });
    choose([file('photo.jpg')]);
    fireEvent.click(screen.getByText(en.form.declaration));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain('"photo.jpg" is not one');
    expect(router.state.location.pathname).toBe('/ticket/dispute');
  });
});

describe('the dispute page with an unsigned draft (ADR 0046)', () => {
  const DRAFT = { reference: 'D0000000042', expiresAt: '2026-11-21T02:00:00.000Z' };
  const CREATE = 'POST rest/ticket/api/v1/publ/disputes';
  /** The multipart forms the page sent to create a dispute. */
  const sentForms = (api: ReturnType<typeof fakeApi>) =>
    api.fetch.mock.calls
      .filter(([url, init]) => String(url).endsWith('/publ/disputes') && init?.method === 'POST')
      .map(([, init]) => init!.body as FormData);
  async function fillAndSend() {
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText(en.grounds.NO_OFFENCE));
    fireEvent.change(screen.getByLabelText(en.form.statement), {
      target: { value: 'The bay markings had been painted over.' },
    });
    fireEvent.click(screen.getByText(en.form.declaration));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
  }

  it('when the form is sent while my unsigned dispute lives, then it offers to continue or replace it, keeps what I typed, and replaces it when asked', async () => {
    const api = fakeApi({
      [CREATE]: inTurn(
        refuse('DSP-E-0018', 'You have a dispute of this ticket (D0000000042) that is not signed yet.', 409, {
          draft: DRAFT,
        }),
        ok({ ...DISPUTE, reference: 'D0000000043' }),
      ),
    });
    const router = renderWithTexts(<DisputePage />, '/ticket/dispute?noticeNo=700000015', 'disputes', en);
    await fillAndSend();
    const choice = await screen.findByRole('alert');
    expect(choice.textContent).toContain('You already have a dispute of this ticket (D0000000042)');
    expect(choice.textContent).toContain('kept until 21/11/2026 10:00');
    expect((screen.getByLabelText(en.form.statement) as HTMLTextAreaElement).value).toBe(
      'The bay markings had been painted over.',
    );
    expect(sentForms(api)[0]!.get('replaces')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.draft.replace }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/iam-smart/sign'));
    expect(router.state.location.search).toBe('?reference=D0000000043');
    expect(sentForms(api)).toHaveLength(2);
    expect(sentForms(api)[1]!.get('replaces')).toBe('D0000000042');
    expect(sentForms(api)[1]!.get('statement')).toBe('The bay markings had been painted over.');
  });

  it('when I choose to continue signing instead, then the earlier draft is signed and nothing more is sent', async () => {
    const api = fakeApi({ [CREATE]: refuse('DSP-E-0018', '', 409, { draft: DRAFT }) });
    const router = renderWithTexts(<DisputePage />, '/ticket/dispute?noticeNo=700000015', 'disputes', en);
    await fillAndSend();
    fireEvent.click(await screen.findByRole('button', { name: en.draft.continue }));
    await waitFor(() => expect(router.state.location.search).toBe('?reference=D0000000042'));
    expect(router.state.location.pathname).toBe('/ticket/iam-smart/sign');
    expect(sentForms(api)).toHaveLength(1);
  });

  it('when I start again from the ticket, then the form opens with the draft’s ground, statement and files, and replaces it when sent', async () => {
    const api = fakeApi({
      'GET rest/ticket/api/v1/publ/disputes/{reference}': ok(DISPUTE),
      'GET rest/ticket/api/v1/publ/disputes/{reference}/files/{fileId}': new Response(
        new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
        { headers: { 'content-type': 'image/jpeg' } },
      ),
      [CREATE]: ok({ ...DISPUTE, reference: 'D0000000044' }),
    });
    const router = renderWithTexts(
      <DisputePage />,
      '/ticket/dispute?noticeNo=700000015&draft=D0000000042',
      'disputes',
      en,
    );
    await screen.findByText(/what you entered in your unsigned dispute D0000000042 is filled in/);
    await waitFor(() =>
      expect((screen.getByLabelText(en.form.statement) as HTMLTextAreaElement).value).toBe(DISPUTE.statement),
    );
    expect(screen.getByText(en.grounds.NO_OFFENCE)).toBeTruthy();
    expect(screen.getByText('kerb.jpg')).toBeTruthy();
    fireEvent.click(screen.getByText(en.form.declaration));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await waitFor(() => expect(router.state.location.search).toBe('?reference=D0000000044'));
    const sent = sentForms(api)[0]!;
    expect(sent.get('replaces')).toBe('D0000000042');
    expect((sent.getAll('files') as File[]).map((f) => [f.name, f.size])).toEqual([['kerb.jpg', 7]]);
  });

  it('when the draft to start again from has expired, then the form is empty and says why', async () => {
    fakeApi({
      'GET rest/ticket/api/v1/publ/disputes/{reference}': refuse('DSP-E-0019', 'expired', 410),
    });
    renderWithTexts(<DisputePage />, '/ticket/dispute?noticeNo=700000015&draft=D0000000042', 'disputes', en);
    expect((await screen.findByText(en.draft.expired)).getAttribute('role')).toBe('note');
    expect((screen.getByLabelText(en.form.statement) as HTMLTextAreaElement).value).toBe('');
  });
});

describe('the signing page', () => {
  it('when the dispute is shown and signing starts, then the browser goes to iAM Smart with the PDF digest', async () => {
    const go = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET rest/ticket/api/v1/publ/disputes/{reference}': ok(DISPUTE),
      'POST rest/iams/api/v1/publ/iams/re-auth': ok({ url: '/sandbox/iamsmart/authorize?state=s1' }),
    });
    renderWithTexts(<SignPage />, '/ticket/iam-smart/sign?reference=D0000000042', 'disputes', en);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with iAM Smart' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox/iamsmart/authorize?state=s1'));
    expect(api.bodies('POST rest/iams/api/v1/publ/iams/re-auth')[0]).toEqual({
      purpose: 'SIGN',
      documentDigest: DISPUTE.documentDigest,
      redirectURI: '/portal/ticket/iam-smart/sign?reference=D0000000042',
    });
  });

  it('when the user logged in with DSL, then signing goes through DSL (dsl/signPdf, then dsl/polling)', async () => {
    setSession('authType', 'DSL');
    try {
      const go = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      const api = fakeApi({
        'GET rest/ticket/api/v1/publ/disputes/{reference}': ok(DISPUTE),
        'POST rest/users/api/v1/publ/dsl/signPdf': ok({ url: '/sandbox/dsl/authorize?state=s9' }),
      });
      renderWithTexts(<SignPage />, '/ticket/iam-smart/sign?reference=D0000000042', 'disputes', en);
      fireEvent.click(await screen.findByRole('button', { name: 'Sign with Digital Services Logon' }));
      await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox/dsl/authorize?state=s9'));
      expect(api.bodies('POST rest/users/api/v1/publ/dsl/signPdf')[0]).toEqual({
        documentDigest: DISPUTE.documentDigest,
        redirectURI: '/portal/ticket/iam-smart/sign?reference=D0000000042',
      });
      cleanup();
      const back = fakeApi({
        'POST rest/users/api/v1/publ/dsl/polling': inTurn(ok({ status: 'APPROVED' as const })),
        'POST rest/ticket/api/v1/publ/disputes/{reference}/signature': ok({
          ...DISPUTE,
          status: 'SUBMITTED',
        }),
      });
      const router = renderWithTexts(
        <SignPage />,
        '/ticket/iam-smart/sign?reference=D0000000042&state=s9&code=c9',
        'disputes',
        en,
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/details/success'));
      expect(back.bodies('POST rest/users/api/v1/publ/dsl/polling')[0]).toEqual({ state: 's9' });
    } finally {
      removeSession('authType');
    }
  });

  it('when iAM Smart sends the browser back, then the page polls, hands the answer over and shows the success page', async () => {
    const api = fakeApi({
      'GET rest/iams/api/v1/publ/iams/polling': inTurn(ok({ status: 'APPROVED' as const })),
      'POST rest/ticket/api/v1/publ/disputes/{reference}/signature': ok({ ...DISPUTE, status: 'SUBMITTED' }),
    });
    const router = renderWithTexts(
      <SignPage />,
      '/ticket/iam-smart/sign?reference=D0000000042&state=s2&code=c2',
      'disputes',
      en,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/details/success'));
    expect(router.state.location.search).toBe('?reference=D0000000042');
    expect(api.bodies('POST rest/ticket/api/v1/publ/disputes/{reference}/signature')[0]).toEqual({
      state: 's2',
      code: 'c2',
    });
  });

  it('when the holder cancelled in iAM Smart, then the page says the dispute was not signed', async () => {
    fakeApi({
      'POST rest/ticket/api/v1/publ/disputes/{reference}/signature': refuse(
        'IDN-E-0006',
        'The authentication was cancelled.',
      ),
    });
    renderWithTexts(
      <SignPage />,
      '/ticket/iam-smart/sign?reference=D0000000042&state=s3&error=cancelled',
      'disputes',
      en,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The authentication was cancelled.');
  });
});

describe('the success page', () => {
  it('when the dispute is signed, then its reference, status and what happens next are shown', async () => {
    fakeApi({
      'GET rest/ticket/api/v1/publ/disputes/{reference}': ok({
        ...DISPUTE,
        status: 'SUBMITTED',
        signedAt: '2026-11-20T02:05:00.000Z',
      }),
    });
    renderWithTexts(<SuccessPage />, '/ticket/details/success?reference=D0000000042', 'disputes', en);
    expect(await screen.findByRole('heading', { name: en.success.heading })).toBeTruthy();
    expect(screen.getByText('D0000000042')).toBeTruthy();
    expect(screen.getByText(en.status.SUBMITTED)).toBeTruthy();
    expect(screen.getByText(en.success.payWithdraws)).toBeTruthy();
  });
});

describe('the dispute page for a possible duplicate (ADR 0062)', () => {
  const CREATE = 'POST rest/ticket/api/v1/publ/disputes';
  const sentForms = (api: ReturnType<typeof fakeApi>) =>
    api.fetch.mock.calls
      .filter(([url, init]) => String(url).endsWith('/publ/disputes') && init?.method === 'POST')
      .map(([, init]) => init!.body as FormData);

  it('when opened for the later ticket of a pair, then the duplicate ground is chosen, the statement written, and it is sent without files', async () => {
    const api = fakeApi({ [CREATE]: ok({ ...DISPUTE, ground: 'DUPLICATE', files: [] }) });
    const router = renderWithTexts(
      <DisputePage />,
      '/ticket/dispute?noticeNo=700000023&duplicateOf=700000015',
      'disputes',
      en,
    );
    expect(screen.getByRole('combobox').closest('.ant-select')?.textContent).toContain(en.grounds.DUPLICATE);
    expect(screen.getByRole('note').textContent).toContain('notice 700000015');
    expect((screen.getByLabelText(en.form.statement) as HTMLTextAreaElement).value).toBe(
      'Duplicate of notice 700000015',
    );
    fireEvent.click(screen.getByText(en.form.declaration));
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/iam-smart/sign'));
    const sent = sentForms(api)[0]!;
    expect(sent.get('ground')).toBe('DUPLICATE');
    expect(sent.get('statement')).toBe('Duplicate of notice 700000015');
    expect(sent.getAll('files')).toHaveLength(0);
  });

  it('when opened for any other ticket, then the duplicate ground is not offered', async () => {
    fakeApi({});
    renderWithTexts(<DisputePage />, '/ticket/dispute?noticeNo=700000015', 'disputes', en);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByText(en.grounds.OTHER)).toBeTruthy();
    expect(screen.queryByText(en.grounds.DUPLICATE)).toBeNull();
  });
});
