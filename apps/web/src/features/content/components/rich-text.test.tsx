import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { blocksOf, RichText } from './rich-text.tsx';

describe('blocksOf', () => {
  it('when text has blank-line paragraphs and a dash list, then it becomes paragraphs and a list', () => {
    expect(blocksOf('First.\n\n- one\n- two\n\n  Last line\nwith a break.  ')).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Last line\nwith a break.' },
    ]);
  });

  it('when a paragraph only starts with a dash line, then it stays a paragraph', () => {
    expect(blocksOf('- one\nnot a list')).toEqual([{ kind: 'paragraph', text: '- one\nnot a list' }]);
  });

  it('when text is empty, then there are no blocks', () => {
    expect(blocksOf('  \n\n ')).toEqual([]);
  });
});

describe('RichText', () => {
  afterEach(cleanup);

  it('when text contains markup, then it is shown as text and never parsed as HTML', () => {
    const { container } = render(<RichText text={'<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
