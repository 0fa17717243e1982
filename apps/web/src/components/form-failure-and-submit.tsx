import { Alert, Button } from 'antd';

/** What a failed request left: the server's text, or only its status. */
interface Failure {
  message?: string;
  status?: number;
}

/**
 * The end of a public look-up form (ticket search, message check): the alert region that tells why the
 * last request failed (the server's text, else "too many" for 429 or "failed") and that the typed values
 * were kept, then the submit button.
 */
export function FormFailureAndSubmit({
  failure,
  text,
  loading,
}: {
  failure: Failure | null | undefined;
  /** The form's texts by key, e.g. `(key) => t(\`search.${key}\`)`. */
  text: (key: 'failed' | 'tooMany' | 'keptValues' | 'submit') => string;
  loading: boolean;
}) {
  return (
    <>
      <div role="alert" aria-live="assertive">
        {failure && (
          <Alert
            type="error"
            showIcon
            title={failure.message || text(failure.status === 429 ? 'tooMany' : 'failed')}
            description={text('keptValues')}
          />
        )}
      </div>
      <Button type="primary" htmlType="submit" loading={loading} className="ticket-submit">
        {text('submit')}
      </Button>
    </>
  );
}
