import { describe, expect, it } from 'vitest';
import { describeVehicle } from './vehicle-description.ts';

describe('describeVehicle', () => {
  it('when a taxi class and a known type are given, then the group, type and colour come from the tables', () => {
    const d = describeVehicle({ classCode: '004', typeCode: 'URBAN_TAXI', colourCode: 'I' });
    expect(d.classGroup).toBe('TAXI');
    expect(d.typeLabel?.en).toBe('Urban taxi');
    expect(d.colourName).toBe('RED');
  });

  it('when the colour is a -VAR code, then the -VAR name is given', () => {
    expect(describeVehicle({ classCode: '001', typeCode: 'PRIVATE_CAR', colourCode: 'V' }).colourName).toBe(
      'WHITE-VAR',
    );
  });

  it('when the type code is unknown, then the class label stands in; unknown codes give nulls', () => {
    expect(describeVehicle({ classCode: '050', typeCode: 'X', colourCode: 'A' }).typeLabel?.en).toBe(
      'Motorcycle',
    );
    expect(describeVehicle({ classCode: '999', typeCode: 'X', colourCode: '!' })).toEqual({
      classGroup: null,
      classGroupLabel: null,
      typeLabel: null,
      colourName: null,
      colourLabel: null,
    });
  });
});
