import { useContext, useMemo, type ReactNode } from 'react';
import {
  ConfigProvider,
  Pagination as AntPagination,
  type PaginationProps as AntPaginationProps,
} from 'antd';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  normalisePagerCount,
  PAGE_SIZES,
} from '@eticket/domain/common/pagination';
import { decorativeIcons as icons } from './decorative-icons.tsx';

export interface PaginationProps {
  total: number;
  /** The server stopped counting at `total` (a bounded count): shown as "more than total". */
  totalCapped?: boolean;
  page: number;
  pageSize?: number;
  onChange: (page: number, pageSize: number) => void;
  /** Odd number of page buttons, 5..21 (default 7); antd shows fewer around the current page below 7. */
  pagerCount?: number;
}

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map(String);

type PagerLabels = { prev_page?: string; next_page?: string };

/** The "5 pages back / on" items are named by their list item's title, as antd does. */
const jump = (arrow: ReactNode) => (
  <a className="ant-pagination-item-link">
    <div className="ant-pagination-item-container">
      {arrow}
      <span className="ant-pagination-item-ellipsis">{icons.ellipsis}</span>
    </div>
  </a>
);

/**
 * antd draws the arrows of the pager with its own icons, which name the buttons "left", "right" or
 * "double-right" in every language, and takes no icons from the ConfigProvider. The same markup with
 * silent icons, each arrow named by antd's own translated label (上一頁, 下一頁…).
 */
function silentArrows(labels: PagerLabels): Record<string, ReactNode> {
  const arrow = (icon: ReactNode, label: string | undefined) => (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={label}>
      {icon}
    </button>
  );
  return {
    prev: arrow(icons.left, labels.prev_page),
    next: arrow(icons.right, labels.next_page),
    'jump-prev': jump(icons.jumpBack),
    'jump-next': jump(icons.jumpOn),
  };
}

/**
 * antd Pagination with the spec's settings: sizes 10/20/30/40/50/100, and the layout prev, pager, next,
 * jumper, total (total is placed last with CSS). The page shown is always a real page. A capped total
 * (the server counts a list only up to a limit) reads "more than N" and pages up to N.
 */
export function Pagination({
  total,
  totalCapped = false,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onChange,
  pagerCount,
}: PaginationProps) {
  const { t } = useTranslation();
  const current = clampPage(page, total, pageSize);
  const labels = useContext(ConfigProvider.ConfigContext).locale?.Pagination as PagerLabels | undefined;
  const arrows = useMemo(() => silentArrows(labels ?? enUS.Pagination ?? {}), [labels]);
  const itemRender: AntPaginationProps['itemRender'] = (_page, type, original) => arrows[type] ?? original;
  return (
    <nav className="ui-pagination" aria-label={t('ui.pagination')}>
      <AntPagination
        total={Math.max(0, total)}
        current={current}
        pageSize={pageSize}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        showSizeChanger
        showQuickJumper
        showLessItems={normalisePagerCount(pagerCount) < 7}
        showTotal={(count) => t(totalCapped ? 'ui.pageTotalCapped' : 'ui.pageTotal', { total: count })}
        itemRender={itemRender}
        onChange={(next, size) => onChange(size === pageSize ? clampPage(next, total, size) : 1, size)}
      />
    </nav>
  );
}
