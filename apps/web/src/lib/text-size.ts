import { createStore, useStore } from './store.ts';

/** Text size for the whole site (spec: the text-size page), remembered on the device. */
export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 'medium';
export const TEXT_SIZE_KEY = 'textSize';

/** How much each size scales the base text; antd widgets follow through their fontSize token. */
export const TEXT_SCALE: Record<TextSize, number> = { small: 0.875, medium: 1, large: 1.25 };

function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

function readStored(): TextSize {
  try {
    const stored = localStorage.getItem(TEXT_SIZE_KEY);
    return isTextSize(stored) ? stored : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

const store = createStore({ size: typeof window === 'undefined' ? DEFAULT_TEXT_SIZE : readStored() });

function applyToDocument(size: TextSize) {
  document.documentElement.dataset.textSize = size;
  document.documentElement.style.setProperty('--text-scale', String(TEXT_SCALE[size]));
}

export function initTextSize(): void {
  store.set({ size: readStored() });
  applyToDocument(store.get().size);
}

export function setTextSize(size: TextSize): void {
  try {
    localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // not remembered, but applied to this visit
  }
  store.set({ size });
  applyToDocument(size);
}

export function useTextSize(): TextSize {
  return useStore(store, (s) => s.size);
}
