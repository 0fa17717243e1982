/**
 * Leaving the SPA for another site (iAM Smart, the logon service, a payment page). One object so tests
 * can observe the hand-over, which the test DOM cannot perform.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
