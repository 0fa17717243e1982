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

export const DEMO_TICKET_STATUSES = [
  'UNPAID',
  'IN_TRANSACTION',
  'SETTLED',
  'UNDER_INVESTIGATION',
  'INVESTIGATION_COMPLETED',
  'CANCELLED_AFTER_INVESTIGATION',
  'CANCELLED_BY_COURT',
  'OVERDUE',
  'PAY_AT_COURT_SHROFF',
  'REFUND_IN_PROCESS',
  'REFUNDED',
] as const;

const PLACES = [
  { place: 'NATHAN ROAD, MONG KOK', locationType: 'O', locationFeature: 'L' },
  { place: 'HENNESSY ROAD, WAN CHAI', locationType: 'N', locationFeature: 'J' },
  { place: 'CASTLE PEAK ROAD, TSUEN WAN', locationType: 'A', locationFeature: 'M' },
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
