import { Link } from 'react-router';

/** Shown where a multi-step flow is opened without its step's key: what happened and the way to start again. */
export function StartAgainPanel({ text, to, linkText }: { text: string; to: string; linkText: string }) {
  return (
    <div className="notice-panel" role="alert">
      <p>{text}</p>
      <Link to={to} className="button button-primary">
        {linkText}
      </Link>
    </div>
  );
}
