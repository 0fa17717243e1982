import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Faq, FaqSection } from '@eticket/domain/content/content.schemas';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { RichText } from './rich-text.tsx';

interface SectionRun {
  section: FaqSection;
  entries: Array<{ faq: Faq; index: number }>;
}

/** Consecutive entries of one section form a group; the index stays the entry's place in the whole list. */
export function sectionRuns(faqs: Faq[]): SectionRun[] {
  const runs: SectionRun[] = [];
  faqs.forEach((faq, index) => {
    const last = runs.at(-1);
    if (last && last.section === faq.section) last.entries.push({ faq, index });
    else runs.push({ section: faq.section, entries: [{ faq, index }] });
  });
  return runs;
}

const HEADER_BUTTON = {
  display: 'flex',
  width: '100%',
  alignItems: 'flex-start',
  gap: 12,
  padding: '14px 16px',
  background: 'transparent',
  border: 0,
  textAlign: 'start',
  font: 'inherit',
  fontWeight: 600,
  color: '#1f1f1f',
  cursor: 'pointer',
  // Keeps a question scrolled to by ?faqIndex= clear of a sticky site header.
  scrollMarginTop: 120,
} as const;

/**
 * The FAQ as an accordion in the WAI-ARIA pattern: each question is a native button inside a heading,
 * with aria-expanded and aria-controls, so it works with Enter and Space and reads well in a screen
 * reader. `openIndex` (from ?faqIndex=) opens that entry, scrolls to it and gives it focus.
 */
export function FaqAccordion({ faqs, openIndex }: { faqs: Faq[]; openIndex: number | null }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const baseId = useId();
  const target = openIndex !== null && openIndex < faqs.length ? openIndex : null;
  const [open, setOpen] = useState<Set<number>>(() => new Set(target === null ? [] : [target]));
  // A new ?faqIndex= while the page is shown opens that entry too (state adjusted during render).
  const [openedTarget, setOpenedTarget] = useState(target);
  if (target !== openedTarget) {
    setOpenedTarget(target);
    if (target !== null) setOpen((current) => new Set(current).add(target));
  }
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (target === null) return;
    const button = buttons.current.get(target);
    button?.scrollIntoView({ block: 'start' });
    button?.focus({ preventScroll: true });
  }, [target]);

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <>
      {sectionRuns(faqs).map((run) => (
        <section key={`${run.section}-${run.entries[0]!.index}`} style={{ marginBottom: 32 }}>
          <h2>{t(`resources.faq.sections.${run.section}`)}</h2>
          <div style={{ border: '1px solid #d9d9d9', borderRadius: 8 }}>
            {run.entries.map(({ faq, index }, i) => {
              const isOpen = open.has(index);
              const buttonId = `${baseId}-q${index}`;
              const panelId = `${baseId}-a${index}`;
              return (
                <div
                  key={faq.id}
                  style={{ borderTop: i === 0 ? 0 : '1px solid #d9d9d9' }}
                  data-faq-index={index}
                >
                  <h3 style={{ margin: 0, fontSize: 16 }}>
                    <button
                      type="button"
                      id={buttonId}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => toggle(index)}
                      style={HEADER_BUTTON}
                      ref={(el) => {
                        if (el) buttons.current.set(index, el);
                        else buttons.current.delete(index);
                      }}
                    >
                      <span aria-hidden="true" style={{ width: 16, flex: 'none' }}>
                        {isOpen ? '−' : '+'}
                      </span>
                      <span>{pick(faq.question, locale)}</span>
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!isOpen}
                    style={{ padding: '0 16px 8px 44px' }}
                  >
                    <RichText text={pick(faq.answer, locale)} />
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
