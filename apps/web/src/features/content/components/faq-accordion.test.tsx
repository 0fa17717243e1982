import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Faq } from '@eticket/domain/content/content.schemas';
import { renderContent } from '../content-test-utils.tsx';
import { FaqAccordion, sectionRuns } from './faq-accordion.tsx';

const text = (s: string) => ({ en: s, 'zh-hk': `${s}（繁）`, 'zh-cn': `${s}（简）` });
const faqs: Faq[] = [
  {
    id: 'faq-a',
    section: 'general',
    sortOrder: 10,
    question: text('What is it?'),
    answer: text('An e-ticket.'),
  },
  {
    id: 'faq-b',
    section: 'login',
    sortOrder: 20,
    question: text('How do I log in?'),
    answer: text('With iAM Smart.'),
  },
  { id: 'faq-c', section: 'login', sortOrder: 30, question: text('Without login?'), answer: text('Yes.') },
];

describe('sectionRuns', () => {
  it('when entries of a section follow each other, then they form one group and keep their list index', () => {
    expect(sectionRuns(faqs).map((r) => [r.section, r.entries.map((e) => e.index)])).toEqual([
      ['general', [0]],
      ['login', [1, 2]],
    ]);
  });
});

describe('FaqAccordion', () => {
  afterEach(cleanup);

  it('when faqIndex 1 is given, then that answer is open, its question has focus and was scrolled to', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderContent(<FaqAccordion faqs={faqs} openIndex={1} />);
    const login = screen.getByRole('button', { name: 'How do I log in?' });
    expect(login.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(login);
    expect(scroll).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'How do I log in?' })).toBeTruthy();
    expect(screen.getByText('With iAM Smart.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What is it?' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'What is it?' })).toBeNull();
  });

  it('when a question is pressed, then its answer opens and pressing again closes it', () => {
    renderContent(<FaqAccordion faqs={faqs} openIndex={null} />);
    const question = screen.getByRole('button', { name: 'Without login?' });
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Without login?' }).textContent).toContain('Yes.');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  it('when the page is in Traditional Chinese, then questions, answers and section headings are in Chinese', () => {
    renderContent(<FaqAccordion faqs={faqs} openIndex={1} />, { locale: 'zh-hk' });
    expect(screen.getByRole('heading', { level: 2, name: '登入' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'How do I log in?（繁）' })).toBeTruthy();
    expect(screen.getByText('With iAM Smart.（繁）')).toBeTruthy();
  });

  it('when faqIndex is past the end, then nothing opens', () => {
    renderContent(<FaqAccordion faqs={faqs} openIndex={9} />);
    for (const button of screen.getAllByRole('button'))
      expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
