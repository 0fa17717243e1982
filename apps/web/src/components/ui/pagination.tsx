import type { ReactNode } from 'react';
import { Pagination as AntPagination, type PaginationProps as AntPaginationProps } from 'antd';
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
  page: number;
  pageSize?: number;
  onChange: (page: number, pageSize: number) => void;
  /** Odd number of page buttons, 5..21 (default 7); antd shows fewer around the current page below 7. */
  pagerCount?: number;
}

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map(String);

const jump = (arrow: ReactNode) => (
  <a className="ant-pagination-item-link">
    <div className="ant-pagination-item-container">
      {arrow}
      <span className="ant-pagination-item-ellipsis">{icons.ellipsis}</span>
    </div>
  </a>
);

/**
 * antd draws the arrows of the pager with its own icons, which announce "left", "right" or
 * "double-right" in every language, and takes no icons from the ConfigProvider. The same markup with
 * silent icons; each item keeps antd's translated title.
 */
const SILENT_ARROWS: Record<string, ReactNode> = {
  prev: (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1}>
      {icons.left}
    </button>
  ),
  next: (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1}>
      {icons.right}
    </button>
  ),
  'jump-prev': jump(icons.jumpBack),
  'jump-next': jump(icons.jumpOn),
};

const itemRender: AntPaginationProps['itemRender'] = (_page, type, original) =>
  SILENT_ARROWS[type] ?? original;

/**
 * antd Pagination with the spec's settings: sizes 10/20/30/40/50/100, and the layout prev, pager, next,
 * jumper, total (total is placed last with CSS). The page shown is always a real page.
 */
export function Pagination({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onChange,
  pagerCount,
}: PaginationProps) {
  const { t } = useTranslation();
  const current = clampPage(page, total, pageSize);
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
        showTotal={(count) => t('ui.pageTotal', { total: count })}
        itemRender={itemRender}
        onChange={(next, size) => onChange(size === pageSize ? clampPage(next, total, size) : 1, size)}
      />
    </nav>
  );
}
