import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

/**
 * antd's red (#ff4d4f) reads 3.3:1 on white, below the 4.5:1 that the delete buttons' text needs: here the
 * site's danger red (shell.css --danger) is the theme's error colour instead.
 */
const THEME = { token: { colorError: '#b42318' } } as const;

export function DangerTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={THEME}>{children}</ConfigProvider>;
}
