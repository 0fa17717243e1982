import type { ReactNode } from 'react';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';

/** The frame of every registration page: the banner (title and breadcrumbs), then the page's own content. */
export function RegisterLayout({ children }: { children: ReactNode }) {
  return <FormPageFrame>{children}</FormPageFrame>;
}
