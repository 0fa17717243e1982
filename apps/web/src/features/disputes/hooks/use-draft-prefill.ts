import { useEffect, useEffectEvent, useState } from 'react';
import type { DisputeGround } from '@eticket/domain/disputes/dispute.schemas';
import { loadDraft, type DraftLoadFailure } from '../api/load-draft.ts';

/** What the user entered in a draft: the form is filled in with it. */
export interface DraftEntries {
  reference: string;
  ground: DisputeGround;
  statement: string;
  files: File[];
}

export type Prefill =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; failure: DraftLoadFailure }
  | { state: 'ready'; reference: string };

/**
 * "Start again" from the ticket (`?draft=`): loads the unsigned draft and hands its ground, statement and
 * files to `fill`, so the form opens with what the user entered; the new form then replaces that draft. An
 * expired or vanished draft leaves the form empty, and the answer says why.
 */
export function useDraftPrefill(reference: string | null, fill: (entries: DraftEntries) => void): Prefill {
  const [prefill, setPrefill] = useState<Prefill>(reference ? { state: 'loading' } : { state: 'none' });
  const filled = useEffectEvent(fill);
  useEffect(() => {
    if (!reference) return;
    let live = true;
    void loadDraft(reference).then((loaded) => {
      if (!live) return;
      if ('failure' in loaded) return setPrefill({ state: 'failed', failure: loaded.failure });
      setPrefill({ state: 'ready', reference });
      filled({
        reference,
        ground: loaded.draft.ground,
        statement: loaded.draft.statement,
        files: loaded.files,
      });
    });
    return () => {
      live = false;
    };
  }, [reference]);
  return prefill;
}
