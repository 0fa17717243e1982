import type { ReactNode } from 'react';
import { Banner } from '../../../components/banner.tsx';
import '../identity.css';

/** The frame of every registration page: the banner (title and breadcrumbs), then the page's own content. */
export function RegisterLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="identity-page">{children}</div>
      </div>
    </>
  );
}
