import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';

/**
 * The end of a form that sends the payer to the payment gateway (a ticket, a certificate fee): the note on
 * the gateway, the alert region that tells why the last attempt was refused (the server's text, else
 * `failed`), and the submit button, held once pressed until the attempt ends; `children` follow it.
 */
export function PayFormEnd({
  gatewayNote,
  failure,
  failed,
  pending,
  done,
  submit,
  children,
}: {
  gatewayNote: string;
  failure: { message?: string } | null | undefined;
  failed: string;
  pending: boolean;
  done: boolean;
  submit: string;
  children?: ReactNode;
}) {
  return (
    <>
      <p className="ticket-hint">{gatewayNote}</p>
      <div role="alert">{failure && <Alert type="error" showIcon title={failure.message || failed} />}</div>
      <div className="ticket-buttons">
        <Button type="primary" htmlType="submit" loading={pending} disabled={pending || done}>
          {submit}
        </Button>
        {children}
      </div>
    </>
  );
}
