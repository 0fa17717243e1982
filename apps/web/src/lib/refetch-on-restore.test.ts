import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { refetchOnRestore } from './refetch-on-restore.ts';

const pageShow = (persisted: boolean) => {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
};

describe('refetchOnRestore', () => {
  it('when the page comes back from the back/forward cache, then every query is read again', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = refetchOnRestore(client);
    window.dispatchEvent(pageShow(false));
    expect(invalidate).not.toHaveBeenCalled();
    window.dispatchEvent(pageShow(true));
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(pageShow(true));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
