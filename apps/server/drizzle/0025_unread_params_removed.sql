-- Parameters stored and shown to operators that the portal never read (ADR 0051): changing them had no
-- effect, so they are no longer offered. The behaviour they named is fixed by the code and the configuration.
DELETE FROM "system_params" WHERE "code" IN (
  'PAYMENT_RECORD_MONTHS',
  'MESSAGE_RETENTION_DAYS',
  'IDLE_ALERT_SECONDS',
  'IDLE_LOGOUT_SECONDS',
  'FORCED_ALERT_SECONDS',
  'FORCED_LOGOUT_SECONDS',
  'CONTACT_CHANGE_REPORT_HOURS'
);
