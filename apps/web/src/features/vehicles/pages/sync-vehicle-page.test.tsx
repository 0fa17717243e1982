import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { VehicleSyncStatus } from '@eticket/domain/vehicles/vehicle.schemas';
import en from '../locales/en.json';
import SyncVehiclePage from './sync-vehicle-page.tsx';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const STATUS = 'POST rest/users/api/v1/publ/users/veh/sync/status';
const START = 'POST rest/users/api/v1/publ/users/sync/veh/user';
const status = (over: Partial<VehicleSyncStatus>): VehicleSyncStatus => ({
  state: 'NONE',
  progress: 0,
  added: [],
  removed: [],
  requestedAt: null,
  finishedAt: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('Update vehicle records', () => {
  it('when the owner starts an update, then the progress ends with what was added and removed', async () => {
    let started = false;
    fakeApi({
      [STATUS]: () =>
        ok(
          started
            ? status({ state: 'DONE', progress: 100, added: ['NW2026'], removed: ['CD5678'] })
            : status({}),
        ),
      [START]: () => {
        started = true;
        return ok(status({ state: 'QUEUED' }));
      },
    });
    renderWithTexts(<SyncVehiclePage />, '/', 'vehicles', en);
    fireEvent.click(await screen.findByRole('button', { name: 'Update now' }));
    await screen.findByRole('heading', { name: 'Update complete' });
    expect(screen.getByText('Added: NW2026. Removed: CD5678.')).toBeTruthy();
    expect(started).toBe(true);
  });

  it('when an update already runs, then the button waits for it', async () => {
    fakeApi({
      [STATUS]: ok(status({ state: 'RUNNING', progress: 10 })),
      [START]: refuse('VEH-E-0002', 'Vehicle sync in progress. Please wait until it finishes.', 409),
    });
    renderWithTexts(<SyncVehiclePage />, '/', 'vehicles', en);
    await screen.findByRole('heading', { name: 'Updating…' });
    expect((screen.getByRole('button', { name: 'Update now' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
