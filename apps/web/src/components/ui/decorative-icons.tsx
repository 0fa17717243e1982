import type { ComponentType } from 'react';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';

type AntdIcon = ComponentType<{
  'aria-hidden'?: boolean;
  'aria-label'?: string;
  spin?: boolean;
  className?: string;
}>;

/**
 * antd's icons name themselves in English (aria-label="info-circle"), so a screen reader read
 * "exclamation-circle" in a Chinese page. Every icon antd draws inside a widget is decorative (the
 * widget's text, or its own translated label, names it), so these copies are hidden from assistive
 * technology. The ConfigProvider (app/widget-theme.tsx) and the few wrappers in components/ui hand them to
 * antd in place of its defaults.
 */
function decorative(Icon: AntdIcon, extra: { spin?: boolean; className?: string } = {}) {
  // aria-label undefined removes the English name antd would set; aria-hidden keeps the icon silent.
  return <Icon aria-hidden aria-label={undefined} {...extra} />;
}

export const decorativeIcons = {
  success: decorative(CheckCircleFilled),
  info: decorative(InfoCircleFilled),
  /** antd's Alert, Modal and Result draw a warning-like notice with these two. */
  exclamation: decorative(ExclamationCircleFilled),
  warning: decorative(WarningFilled),
  error: decorative(CloseCircleFilled),
  close: decorative(CloseOutlined),
  clear: decorative(CloseCircleFilled),
  down: decorative(DownOutlined),
  loading: decorative(LoadingOutlined, { spin: true }),
  left: decorative(LeftOutlined),
  right: decorative(RightOutlined),
  /** The pager's "5 pages back / on" arrows carry antd's class, which places them over the ellipsis. */
  jumpBack: decorative(DoubleLeftOutlined, { className: 'ant-pagination-item-link-icon' }),
  jumpOn: decorative(DoubleRightOutlined, { className: 'ant-pagination-item-link-icon' }),
  ellipsis: decorative(EllipsisOutlined),
};
