import type { VehicleView } from '@eticket/domain/vehicles/vehicle.schemas';
import { sameInEvery } from './ticket-view.ts';

/** CHAN TAI MAN's AB1234 as the vehicles API answers it, with `over` applied (the vehicles pages' tests). */
export function vehicleView(over: Partial<VehicleView> = {}): VehicleView {
  return {
    id: 1,
    registrationMark: 'AB1234',
    classCode: '001',
    classGroup: 'PRIVATE_CAR',
    classGroupLabel: sameInEvery('Private car'),
    typeCode: 'PRIVATE_CAR',
    typeLabel: sameInEvery('Private car'),
    make: 'TOYOTA',
    model: 'PRIUS',
    colourCode: 'F',
    colourName: 'WHITE',
    colourLabel: sameInEvery('White'),
    yearOfManufacture: 2019,
    ownerName: 'CHAN T** M**',
    agents: ['CHEUNG C** K****'],
    unpaidTickets: 3,
    readOnly: false,
    delegated: false,
    qrIssuedAt: '2026-11-20T02:00:00.000Z',
    ...over,
  };
}
