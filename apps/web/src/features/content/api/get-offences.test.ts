import { afterEach, expect, it, vi } from 'vitest';
import { resetRequestState } from '../../../lib/api-client.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { getOffences } from './get-offences.ts';

const OFFENCES = 'GET rest/param/api/v1/publ/enum/enum-type/{enumType}';

afterEach(() => {
  vi.unstubAllGlobals();
  resetRequestState();
});

it('asks the parameter service once for a catalogue, however many pages show it', async () => {
  const api = fakeApi({ [OFFENCES]: ok([]) });
  await getOffences('parking-offences');
  resetRequestState();
  await getOffences('parking-offences');
  expect(api.requests(OFFENCES).map((r) => r.params.enumType)).toEqual(['parking-offences']);
});
