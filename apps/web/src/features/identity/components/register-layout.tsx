import type { ReactNode } from 'react';
import { Banner } from '../../../components/banner.tsx';
import '../../../components/form-page.css';

/** The frame of every registration page: the banner (title and breadcrumbs), then the page's own content. */
export function RegisterLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="form-page">{children}</div>
      </div>
    </>
  );
}
