import type { CSSProperties, ReactNode } from 'react';

type Count = 2 | 3;

export interface ColumnsProps {
  children: ReactNode;
  /** Columns from antd's sm (576 px), md (768 px) and lg (992 px) widths up; one column below. */
  sm?: Count;
  md?: Count;
  lg?: Count;
  /** Space between columns and between rows, in px. */
  columnGap?: number;
  rowGap?: number;
  style?: CSSProperties;
}

/**
 * Equal columns that stack on a narrow screen: a CSS grid (shell.css) rather than antd's Row and Col,
 * whose styles for 24 columns at every width are about 90 KB in the HTML rendered at build time.
 */
export function Columns({ children, sm, md, lg, columnGap = 0, rowGap = 0, style }: ColumnsProps) {
  const classes = ['ui-columns'];
  if (sm) classes.push(`ui-columns-sm-${sm}`);
  if (md) classes.push(`ui-columns-md-${md}`);
  if (lg) classes.push(`ui-columns-lg-${lg}`);
  return (
    <div className={classes.join(' ')} style={{ columnGap, rowGap, ...style }}>
      {children}
    </div>
  );
}
