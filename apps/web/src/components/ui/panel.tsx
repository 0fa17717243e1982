import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  children: ReactNode;
  /** 'primary' draws a blue border (the main entry point), 'warning' the amber of the anti-fraud panel. */
  tone?: 'default' | 'primary' | 'warning';
  style?: CSSProperties;
}

/**
 * A bordered box for a block of content. Plain markup rather than antd's Card, whose tab support brings
 * Tabs, Menu and Dropdown into every page that shows one (about 30 KB gzip on Home).
 */
export function Panel({ children, tone = 'default', style }: PanelProps) {
  return (
    <div className={`ui-panel ui-panel-${tone}`} style={style}>
      {children}
    </div>
  );
}
