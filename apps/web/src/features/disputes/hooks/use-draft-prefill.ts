import { useEffect, useState } from 'react';
import type { DisputeGround } from '@eticket/domain/disputes/dispute.schemas';
import { loadDraft, type DraftLoadFailure } from '../api/load-draft.ts';

export type Prefill =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; failure: DraftLoadFailure }
  | { state: 'ready'; reference: string; ground: DisputeGround; statement: string; files: File[] };

/**
 * "Start again" from the ticket (`?draft=`): the unsigned draft's ground, statement and files, so the form
 * opens with what the user entered; the new form then replaces that draft. An expired or vanished draft
 * leaves the form empty, and says why.
 */
export function useDraftPrefill(reference: string | null): Prefill {
  const [prefill, setPrefill] = useState<Prefill>(reference ? { state: 'loading' } : { state: 'none' });
  useEffect(() => {
    if (!reference) return;
    let live = true;
    void loadDraft(reference).then((loaded) => {
      if (!live) return;
      setPrefill(
        'failure' in loaded
          ? { state: 'failed', failure: loaded.failure }
          : {
              state: 'ready',
              reference,
              ground: loaded.draft.ground,
              statement: loaded.draft.statement,
              files: loaded.files,
            },
      );
    });
    return () => {
      live = false;
    };
  }, [reference]);
  return prefill;
}
