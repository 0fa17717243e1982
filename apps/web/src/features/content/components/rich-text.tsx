import { Fragment } from 'react';

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Content text: paragraphs separated by a blank line; a paragraph whose lines all start with '- ' is a list. */
export function blocksOf(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): Block => {
      const lines = part.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2)) }
        : { kind: 'paragraph', text: part };
    });
}

/** Renders content text as paragraphs and lists; the text is never interpreted as HTML. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, i) => (
        <Fragment key={i}>
          {block.kind === 'paragraph' ? (
            <p style={{ whiteSpace: 'pre-line' }}>{block.text}</p>
          ) : (
            <ul>
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </>
  );
}
