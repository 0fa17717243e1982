import type { ReactNode } from 'react';
import { Result, type ResultProps } from 'antd';
import { decorativeIcons } from './decorative-icons.tsx';

type Status = 'success' | 'error' | 'info' | 'warning';

/** The status icons antd's Result draws, as silent copies (see decorative-icons.tsx). */
const ICONS: Record<Status, ReactNode> = {
  success: decorativeIcons.success,
  error: decorativeIcons.error,
  info: decorativeIcons.exclamation,
  warning: decorativeIcons.warning,
};

/**
 * antd's Result with its status icon hidden from screen readers: the ConfigProvider cannot set Result's
 * icons, so pages use this one (lint forbids importing Result from antd elsewhere).
 */
export function StatusResult({ status = 'info', icon, ...props }: ResultProps & { status?: Status }) {
  return <Result status={status} icon={icon ?? ICONS[status]} {...props} />;
}
