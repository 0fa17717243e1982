import { describe, expect, it } from 'vitest';
import { LOCATION_FEATURE_CATALOGUE } from '../params/location-features.ts';
import { LOCATION_TYPE_CATALOGUE } from '../params/location-types.ts';
import { placeKey, placeText } from './place-text.ts';

const entry = (catalogue: typeof LOCATION_TYPE_CATALOGUE, code: string) => {
  const { label } = catalogue.find((e) => e.code === code)!;
  return { code, label };
};

describe('the offence location as it is written', () => {
  it('when the location has a type and feature, then they lead the place in English and follow it in Chinese', () => {
    const ticket = {
      place: 'Nathan Road, Mong Kok',
      locationType: entry(LOCATION_TYPE_CATALOGUE, 'O'),
      locationFeature: entry(LOCATION_FEATURE_CATALOGUE, 'L'),
    };
    expect(placeText(ticket, 'en')).toBe('Outside Lot, Nathan Road, Mong Kok');
    expect(placeText(ticket, 'zh-hk')).toBe('Nathan Road, Mong Kok對出地段');
    expect(placeText({ place: '', locationType: null, locationFeature: null }, 'en')).toBe('-');
    expect(placeText({ place: 'Tolo Highway', locationType: null, locationFeature: null }, 'en')).toBe(
      'Tolo Highway',
    );
  });

  it('when the feature is a meter, then its number, which opens the place, follows "Meter No." directly', () => {
    const ticket = {
      place: '5317B, CASTLE PEAK ROAD, TSUEN WAN',
      locationType: entry(LOCATION_TYPE_CATALOGUE, 'A'),
      locationFeature: entry(LOCATION_FEATURE_CATALOGUE, 'M'),
    };
    expect(placeText(ticket, 'en')).toBe('At Meter No. 5317B, CASTLE PEAK ROAD, TSUEN WAN');
    expect(placeText(ticket, 'zh-hk')).toBe('於咪錶號碼5317B, CASTLE PEAK ROAD, TSUEN WAN');
  });
});

describe('the place two tickets are compared by', () => {
  const at = (place: string, locationType: string | null = 'O', locationFeature: string | null = 'L') => ({
    place,
    locationType,
    locationFeature,
  });

  it('when two places differ only in case and spacing, then they are the same place', () => {
    expect(placeKey(at(' canton road ,  tsim sha tsui '))).toBe(placeKey(at('CANTON ROAD, TSIM SHA TSUI')));
  });

  it('when the text, the location type or the feature differs, then they are different places', () => {
    const place = placeKey(at('CANTON ROAD'));
    expect(placeKey(at('CANTON ROAD, JORDAN'))).not.toBe(place);
    expect(placeKey(at('CANTON ROAD', 'A'))).not.toBe(place);
    expect(placeKey(at('CANTON ROAD', 'O', null))).not.toBe(place);
  });
});
