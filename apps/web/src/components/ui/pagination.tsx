import { Pagination as AntPagination } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  normalisePagerCount,
  PAGE_SIZES,
} from '@eticket/domain/common/pagination';

export interface PaginationProps {
  total: number;
  page: number;
  pageSize?: number;
  onChange: (page: number, pageSize: number) => void;
  /** Odd number of page buttons, 5..21 (default 7); antd shows fewer around the current page below 7. */
  pagerCount?: number;
}

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map(String);

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
        onChange={(next, size) => onChange(size === pageSize ? clampPage(next, total, size) : 1, size)}
      />
    </nav>
  );
}
