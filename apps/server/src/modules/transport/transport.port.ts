/**
 * The port to the Transport Department (architecture section 4): its registers of persons, companies and
 * vehicles, read by the portal and never owned by it. The sandbox adapter reads the `td_*` tables seeded
 * with demo data; the HTTP adapter (transport-http.adapter.ts) reads the same shapes from the Department by
 * docs/contracts/transport-department.md, and may throw TRANSPORT_DEPARTMENT_UNAVAILABLE from any method.
 */

/** How the Department reaches a person or company electronically: 'E' e-mail, 'M' mobile phone (SMS). */
export interface EContact {
  contactMeansInd: string;
  email: string | null;
  phoneNo: string | null;
}

/** A person on the Department's records: a vehicle owner, a licence holder, or both. */
export interface TransportPerson extends EContact {
  /** The Department's key for the person; accounts keep it as their link to these records. */
  id: number;
  idNo: string;
  idType: string;
  engSurname: string;
  engGivenName: string;
  chnName: string | null;
  gender: string;
  drivingLicenceNo: string | null;
  /** The licence's last valid day, `YYYY-MM-DD`. */
  licenceExpiry: string | null;
}

/** A company on the Department's records, registered by its business or company document. */
export interface TransportCompany extends EContact {
  id: number;
  docType: string;
  docNo: string;
  nameEng: string;
  nameChi: string | null;
}

/** Who a vehicle is registered to: one person or one company. */
export type OwnerRef = { kind: 'person'; personId: number } | { kind: 'company'; companyId: number };

/** A registered vehicle; a deregistered one is still on the records (its tickets remain). */
export interface TransportVehicle {
  registrationMark: string;
  classCode: string;
  typeCode: string;
  make: string;
  model: string;
  colourCode: string;
  yearOfManufacture: number;
  owner: OwnerRef | null;
  deregistered: boolean;
}

/** The registered owner of a vehicle as a ticket needs it: the document that proves it, and the e-contact. */
export interface VehicleOwner {
  owner: OwnerRef;
  /** HKID (or other identity document) of a person, business registration of a company. */
  documentNo: string;
  contact: EContact;
}

/** What decides a person's personal role: a driving licence held, a vehicle owned (not deregistered). */
export interface PersonFacts {
  licence: boolean;
  owns: boolean;
}

/** One entry of a driver's record: a court conviction, a moving offence settled by fixed penalty, or a disqualification. */
export interface DrivingRecordEntry {
  kind: 'CONVICTION' | 'FIXED_PENALTY' | 'DISQUALIFICATION';
  /** YYYY-MM-DD. */
  date: string;
  offenceCode: string;
  description: { en: string; 'zh-hk': string; 'zh-cn': string };
  /** Driving-offence points it carried (0, 3, 5 or 10). */
  points: number;
  disqualificationMonths: number | null;
}

/** A driver's whole record as the Department holds it, and when it was last brought up to date. */
export interface DrivingRecord {
  asOf: Date;
  entries: DrivingRecordEntry[];
}

export interface TransportPort {
  personById(personId: number): Promise<TransportPerson | undefined>;
  /** By identity document number, whatever its type. */
  personByIdNo(idNo: string): Promise<TransportPerson | undefined>;
  /** By document type and number; `DRIVING_LICENCE` looks the number up among driving licences. */
  personByDocument(idType: string, idNo: string): Promise<TransportPerson | undefined>;
  personFacts(personId: number): Promise<PersonFacts | undefined>;
  companyById(companyId: number): Promise<TransportCompany | undefined>;
  companyByDocument(docType: string, docNo: string): Promise<TransportCompany | undefined>;
  vehicle(registrationMark: string): Promise<TransportVehicle | undefined>;
  /** Every vehicle registered to the owner, deregistered ones included, by registration mark. */
  vehiclesOf(owner: OwnerRef): Promise<TransportVehicle[]>;
  /** Undefined when the vehicle is unknown or registered to nobody. */
  ownerOfVehicle(registrationMark: string): Promise<VehicleOwner | undefined>;
  /**
   * The registered owner on a Hong Kong date (`YYYY-MM-DD`), from the register's ownership periods: whom a
   * ticket for an offence that day is addressed to. Undefined when nobody was registered that day.
   */
  ownerOfVehicleOn(registrationMark: string, date: string): Promise<VehicleOwner | undefined>;
  /** A known person's or company's document and e-contact (a ticket's recorded liable party). */
  owner(ref: OwnerRef): Promise<VehicleOwner | undefined>;
  /** The driver's record, oldest first; undefined when the person holds no driving licence. */
  drivingRecord(personId: number): Promise<DrivingRecord | undefined>;
}
