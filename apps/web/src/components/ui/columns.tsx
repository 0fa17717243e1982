import { Children, type CSSProperties, type ReactNode } from 'react';

export interface ColumnsProps {
  children: ReactNode;
  /** The width from which the children sit side by side: 'md' 768 px, 'lg' 992 px (antd's breakpoints). */
  from: 'md' | 'lg';
  /** Space between the columns and between stacked rows, in px. */
  gap: [number, number];
  style?: CSSProperties;
}

/**
 * Two (or more) equal columns that stack on narrow screens: the layout of antd's Row and Col in plain
 * markup and one CSS rule, for pages that load no antd (Home, ADR 0006). Same boxes, gutters and
 * breakpoints as `<Row gutter={gap}><Col xs={24} md|lg={12}>`.
 */
export function Columns({ children, from, gap: [x, y], style }: ColumnsProps) {
  const vars = { '--ui-gap-x': `${x}px`, rowGap: y, ...style } as CSSProperties;
  return (
    <div className={`ui-columns ui-columns-${from}`} style={vars}>
      {Children.map(children, (child) => (
        <div className="ui-column">{child}</div>
      ))}
    </div>
  );
}
