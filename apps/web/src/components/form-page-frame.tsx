import type { ReactNode } from 'react';
import { Banner } from './banner.tsx';
import './form-page.css';

/** The frame of a single-form page: the banner (title and breadcrumbs), then the page's own form. */
export function FormPageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="form-page">{children}</div>
      </div>
    </>
  );
}
