import { TICKET_STATUSES } from '@eticket/domain/tickets/ticket-status-rules';
import type { TransportVehicle } from '../modules/transport/transport.port.ts';

/**
 * Demo people, vehicles and tickets. Identity numbers are made up and documented in the README, so that a
 * newcomer can log in through the sandboxes as any of them.
 */
export const DEMO_PERSONS = [
  {
    key: 'owner',
    idNo: 'A1234563',
    engSurname: 'CHAN',
    engGivenName: 'TAI MAN',
    chnName: '陳大文',
    gender: 'M',
    drivingLicenceNo: null,
    licenceExpiry: null,
    contactMeansInd: 'M',
    email: null,
    phoneNo: '91234567',
  },
  {
    key: 'driver',
    idNo: 'B2345674',
    engSurname: 'WONG',
    engGivenName: 'SIU MING',
    chnName: '黃小明',
    gender: 'F',
    drivingLicenceNo: 'B2345674',
    licenceExpiry: '2029-08-31',
    contactMeansInd: 'E',
    email: 'siuming.wong@example.com',
    phoneNo: null,
  },
  {
    key: 'ownerDriver',
    idNo: 'C3456785',
    engSurname: 'LEE',
    engGivenName: 'KA YAN',
    chnName: '李嘉欣',
    gender: 'F',
    drivingLicenceNo: 'C3456785',
    licenceExpiry: '2031-03-15',
    contactMeansInd: 'M',
    email: null,
    phoneNo: '62345678',
  },
  {
    key: 'empty',
    idNo: 'D4567896',
    engSurname: 'HO',
    engGivenName: 'WING KEI',
    chnName: '何永基',
    gender: 'M',
    drivingLicenceNo: null,
    licenceExpiry: null,
    contactMeansInd: 'E',
    email: 'wingkei.ho@example.com',
    phoneNo: null,
  },
  {
    key: 'agent',
    idNo: 'E5678907',
    engSurname: 'CHEUNG',
    engGivenName: 'CHI KEUNG',
    chnName: '張志強',
    gender: 'M',
    drivingLicenceNo: 'E5678907',
    licenceExpiry: '2030-01-20',
    contactMeansInd: 'M',
    email: null,
    phoneNo: '53456789',
  },
  {
    key: 'companyAdmin',
    idNo: 'F6789018',
    engSurname: 'LAU',
    engGivenName: 'MEI LING',
    chnName: '劉美玲',
    gender: 'F',
    drivingLicenceNo: null,
    licenceExpiry: null,
    contactMeansInd: 'E',
    email: 'meiling.lau@example.com',
    phoneNo: null,
  },
  {
    key: 'companyStaff',
    idNo: 'G7890129',
    engSurname: 'NG',
    engGivenName: 'KWOK WAI',
    chnName: '吳國偉',
    gender: 'M',
    drivingLicenceNo: 'G7890129',
    licenceExpiry: '2028-11-30',
    contactMeansInd: 'M',
    email: null,
    phoneNo: '98765432',
  },
];

export const DEMO_COMPANIES = [
  {
    key: 'logistics',
    docType: 'B',
    docNo: '31234567',
    nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
    nameChi: '海港城物流有限公司',
    contactMeansInd: 'E',
    email: 'fleet@harbourlogistics.example.com',
    phoneNo: null,
  },
];

type Owner = 'owner' | 'ownerDriver' | 'company';
export const DEMO_VEHICLES: Array<Omit<TransportVehicle, 'owner' | 'deregistered'> & { owner: Owner }> = [
  {
    registrationMark: 'AB1234',
    classCode: '001',
    typeCode: 'PRIVATE_CAR',
    make: 'TOYOTA',
    model: 'PRIUS',
    colourCode: 'F',
    yearOfManufacture: 2019,
    owner: 'owner',
  },
  {
    // Sold by CHAN Tai Man to LEE Ka Yan on 1 May 2026 (DEMO_SALE): each sees the tickets of their time.
    registrationMark: 'KX3210',
    classCode: '001',
    typeCode: 'PRIVATE_CAR',
    make: 'MAZDA',
    model: 'CX-5',
    colourCode: 'A',
    yearOfManufacture: 2018,
    owner: 'ownerDriver',
  },
  {
    registrationMark: 'CD5678',
    classCode: '004',
    typeCode: 'TAXI_URBAN',
    make: 'TOYOTA',
    model: 'COMFORT HYBRID',
    colourCode: 'I',
    yearOfManufacture: 2021,
    owner: 'owner',
  },
  {
    registrationMark: 'HK2468',
    classCode: '050',
    typeCode: 'MOTOR_CYCLE',
    make: 'HONDA',
    model: 'PCX 160',
    colourCode: 'D',
    yearOfManufacture: 2022,
    owner: 'ownerDriver',
  },
  {
    registrationMark: 'GX3579',
    classCode: '012',
    typeCode: 'MEDIUM_GOODS_VEHICLE',
    make: 'ISUZU',
    model: 'NPR',
    colourCode: 'F',
    yearOfManufacture: 2018,
    owner: 'company',
  },
  {
    registrationMark: 'LB8080',
    classCode: '007',
    typeCode: 'PRIVATE_LIGHT_BUS',
    make: 'TOYOTA',
    model: 'COASTER',
    colourCode: 'K',
    yearOfManufacture: 2020,
    owner: 'company',
  },
];

/** More of the demo company's fleet (no tickets): added to a demo register that lacks them, so the fleet shows its class groups. */
export const DEMO_FLEET: Array<Omit<TransportVehicle, 'owner' | 'deregistered'>> = [
  {
    registrationMark: 'HC1001',
    classCode: '011',
    typeCode: 'LIGHT_GOODS_VEHICLE',
    make: 'TOYOTA',
    model: 'HIACE',
    colourCode: 'F',
    yearOfManufacture: 2021,
  },
  {
    registrationMark: 'HC1002',
    classCode: '011',
    typeCode: 'LIGHT_GOODS_VEHICLE',
    make: 'NISSAN',
    model: 'NV350',
    colourCode: 'N',
    yearOfManufacture: 2022,
  },
  {
    registrationMark: 'HC2020',
    classCode: '032',
    typeCode: 'NON_FRANCHISED_BUS',
    make: 'VOLVO',
    model: 'B8R',
    colourCode: 'K',
    yearOfManufacture: 2019,
  },
  {
    registrationMark: 'HC3030',
    classCode: '013',
    typeCode: 'HEAVY_GOODS_VEHICLE',
    make: 'HINO',
    model: '700',
    colourCode: 'V',
    yearOfManufacture: 2017,
  },
  {
    registrationMark: 'HC4040',
    classCode: '050',
    typeCode: 'MOTORCYCLE',
    make: 'YAMAHA',
    model: 'NMAX',
    colourCode: 'D',
    yearOfManufacture: 2023,
  },
];

/**
 * One demo ticket of every status, in the domain's order: a demo ticket's notice number follows its place
 * here, so a status is added to TICKET_STATUSES at the end, where it adds a ticket and moves none.
 */
export const DEMO_TICKET_STATUSES = TICKET_STATUSES;

/**
 * A ticket at a meter names it: the meter number opens the place ('At Meter No. 5317B, CASTLE PEAK ROAD').
 * `before`: the place as demo databases seeded earlier hold it, without the number.
 */
export const DEMO_METER_PLACES = [
  { before: 'CASTLE PEAK ROAD, TSUEN WAN', now: '5317B, CASTLE PEAK ROAD, TSUEN WAN' },
  { before: 'KWAI CHUNG ROAD, KWAI CHUNG', now: '2046K, KWAI CHUNG ROAD, KWAI CHUNG' },
] as const;

const PLACES = [
  { place: 'NATHAN ROAD, MONG KOK', locationType: 'O', locationFeature: 'L' },
  { place: 'HENNESSY ROAD, WAN CHAI', locationType: 'N', locationFeature: 'J' },
  { place: DEMO_METER_PLACES[0].now, locationType: 'A', locationFeature: 'M' },
  { place: 'DES VOEUX ROAD CENTRAL, CENTRAL', locationType: 'P', locationFeature: 'B' },
];
const PARKING_CODES = ['04', '05', '06', '08'];
const MOVING_CODES = ['001', '002', '005', '006'];
const VEHICLES = ['AB1234', 'CD5678', 'HK2468', 'GX3579', 'LB8080'];

/** One ticket of every status for each notice type; offences dated both before and after the 2026 increase. */
export const DEMO_TICKETS = DEMO_TICKET_STATUSES.flatMap((status, i) =>
  (['525', '570'] as const).map((noticeType, j) => {
    const n = i * 2 + j;
    const where = PLACES[n % PLACES.length]!;
    const inOldTariff = n % 3 === 0;
    const offenceDate = inOldTariff
      ? `2025-${String(7 + (n % 5)).padStart(2, '0')}-1${n % 10}`
      : `2026-${String(1 + (n % 10)).padStart(2, '0')}-2${n % 8}`;
    return {
      serial: String(60_000_001 + n),
      status,
      noticeType,
      offenceCode:
        noticeType === '525'
          ? PARKING_CODES[n % PARKING_CODES.length]!
          : MOVING_CODES[n % MOVING_CODES.length]!,
      vehicleNo: VEHICLES[n % VEHICLES.length]!,
      offenceDate,
      offenceTime: `${String(8 + (n % 12)).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}`,
      ...where,
      statusDate: status === 'REFUNDED' ? '2026-10-02' : undefined,
      remark: status === 'PAY_AT_COURT_SHROFF' ? 'PARTIAL_PAYMENT' : undefined,
    };
  }),
);

/** The demo's vehicle sold during the retention period: the register's periods end and start on `on`. */
export const DEMO_SALE = {
  registrationMark: 'KX3210',
  seller: 'A1234563',
  buyer: 'C3456785',
  on: '2026-05-01',
};

/** One ticket of the seller's time and one of the buyer's on the sold vehicle, both unpaid. */
export const DEMO_SALE_TICKETS = [
  { serial: '60000901', offenceDate: '2026-03-18', offenceTime: '09:20', place: PLACES[1]! },
  { serial: '60000902', offenceDate: '2026-08-06', offenceTime: '17:45', place: PLACES[3]! },
].map(({ place, ...t }) => ({
  ...t,
  ...place,
  status: 'UNPAID',
  noticeType: '525' as const,
  offenceCode: '05',
  vehicleNo: DEMO_SALE.registrationMark,
  statusDate: undefined,
  remark: undefined,
}));

/**
 * A possible duplicate pair (ADR 0062): two parking tickets of CHAN TAI MAN's AB1234 for the same code at
 * the same place 40 minutes apart; the later one may be disputed as a duplicate of the earlier.
 */
export const DEMO_DUPLICATE_TICKETS = [
  { serial: '60000911', offenceTime: '10:15' },
  { serial: '60000912', offenceTime: '10:55' },
].map((t) => ({
  ...t,
  ...PLACES[1]!,
  offenceDate: '2026-11-20',
  status: 'UNPAID',
  noticeType: '525' as const,
  offenceCode: '04',
  vehicleNo: 'AB1234',
  statusDate: undefined,
  remark: undefined,
}));

const SPEEDING_15 = {
  offenceCode: '002',
  description: {
    en: 'Exceeding the speed limit by more than 15 km/h and up to 30 km/h',
    'zh-hk': '超越速度限制多於每小時15公里但不多於每小時30公里',
    'zh-cn': '超越速度限制多于每小时15公里但不多于每小时30公里',
  },
  points: 3,
};
const TRAFFIC_LIGHTS = {
  offenceCode: '005',
  description: {
    en: 'Failing to comply with traffic light signals',
    'zh-hk': '不遵守交通燈號',
    'zh-cn': '不遵守交通灯号',
  },
  points: 5,
};
const ZEBRA = {
  offenceCode: '011',
  description: {
    en: 'Failing to give way to pedestrians on a zebra crossing',
    'zh-hk': '沒有讓斑馬線上的行人先行',
    'zh-cn': '没有让斑马线上的行人先行',
  },
  points: 3,
};
const DOUBLE_WHITE = {
  offenceCode: '013',
  description: { en: 'Crossing double white lines', 'zh-hk': '越過雙白線', 'zh-cn': '越过双白线' },
  points: 3,
};
const CARELESS = {
  offenceCode: 'C-CD',
  description: { en: 'Careless driving', 'zh-hk': '不小心駕駛', 'zh-cn': '不小心驾驶' },
  points: 5,
};

/**
 * The demo drivers' records at the sandbox Department (README "Demo data"): WONG Siu Ming has 11 points in
 * the last two years (an advisory letter and the improvement course reached), LEE Ka Yan and NG Kwok Wai
 * one fixed penalty each. `asOf`: when the Department last brought the record up to date.
 */
export const DEMO_DRIVING_RECORDS: Array<{
  key: string;
  asOf: string;
  entries: Array<{
    kind: 'CONVICTION' | 'FIXED_PENALTY' | 'DISQUALIFICATION';
    date: string;
    offenceCode: string;
    description: { en: string; 'zh-hk': string; 'zh-cn': string };
    points: number;
    disqualificationMonths?: number;
  }>;
}> = [
  {
    key: 'driver',
    asOf: '2026-11-20T02:00:00Z',
    entries: [
      { kind: 'CONVICTION', date: '2022-05-18', ...CARELESS },
      { kind: 'FIXED_PENALTY', date: '2025-02-10', ...SPEEDING_15 },
      { kind: 'FIXED_PENALTY', date: '2025-09-22', ...TRAFFIC_LIGHTS },
      { kind: 'FIXED_PENALTY', date: '2026-06-05', ...ZEBRA },
    ],
  },
  {
    key: 'ownerDriver',
    asOf: '2026-11-20T02:00:00Z',
    entries: [{ kind: 'FIXED_PENALTY', date: '2025-04-12', ...DOUBLE_WHITE }],
  },
  {
    key: 'companyStaff',
    asOf: '2026-11-20T02:00:00Z',
    entries: [{ kind: 'FIXED_PENALTY', date: '2024-08-03', ...SPEEDING_15 }],
  },
];
