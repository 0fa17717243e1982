import './form-page.css';

/**
 * A field's error under it (the server's word on a refused value, already in the user's language), and the
 * props that tie the input to it: marked invalid and described by the error.
 */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}

/** The antd input props of a field with `message` as its error (none when there is no error). */
export function invalidProps(id: string, message: string | null | undefined) {
  return message
    ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': id }
    : { status: '' as const };
}
