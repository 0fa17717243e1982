/** Where an application's fee is paid: the payment pages composed for it in app/ (ADR 0036). */
export function payPathOf(id: string, company: boolean): string {
  return `/my-account/tcr/pay?id=${id}${company ? '&company=1' : ''}`;
}

/** The detail page of an application. */
export function detailPathOf(id: string, company: boolean): string {
  return `/my-account/tcr/detail?id=${id}${company ? '&company=1' : ''}`;
}
