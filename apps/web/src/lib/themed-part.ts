import { createElement, type ComponentType, type ReactNode } from 'react';

/** The widget theme (antd's configuration, texts and styles in the reader's language), as app/ loads it. */
export type WidgetThemeComponent = ComponentType<{ children: ReactNode }>;

let loadTheme: (() => Promise<WidgetThemeComponent>) | undefined;

/** Called once by app/ (app/themed.tsx), which owns the widget theme: features only ask for it. */
export function provideWidgetTheme(load: () => Promise<WidgetThemeComponent>): void {
  loadTheme = load;
}

/** `Inner` drawn inside the widget theme. */
export function inTheme<P extends object>(Inner: ComponentType<P>, Theme: WidgetThemeComponent) {
  return function Themed(props: P) {
    return createElement(Theme, null, createElement(Inner, props));
  };
}

/**
 * A lazy component that draws antd widgets (a dialog, the phone menu, the actions of a page drawn in
 * plain markup): its chunk and the widget theme load together, when it is first drawn.
 */
export function themed<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    if (!loadTheme) throw new Error('the widget theme is not provided (app/themed.tsx)');
    const [module, Theme] = await Promise.all([load(), loadTheme()]);
    return { default: inTheme(module.default, Theme) };
  };
}
