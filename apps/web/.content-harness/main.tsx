import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { contentRoutes } from '../src/features/content/content.routes.tsx';
import { initI18n } from '../src/lib/i18n.ts';
import { initialLanguage } from '../src/lib/language.ts';
import { registerRoutes } from '../src/lib/route-registry.ts';

initI18n(initialLanguage(window.location.search));
registerRoutes(contentRoutes.map((r) => ({ path: r.path!, handle: r.handle })));
const style = document.createElement('style');
style.textContent = `.container{max-width:1128px;margin:0 auto;padding:0 16px}.page-body{padding-bottom:48px}`;
document.head.append(style);

function Layout() {
  return (
    <>
      <header><a href="/portal/">Portal</a></header>
      <main id="main-content"><Outlet /></main>
      <footer>footer</footer>
    </>
  );
}
const router = createBrowserRouter([{ element: <Layout />, children: contentRoutes }], { basename: '/portal' });
const qc = new QueryClient();
createRoot(document.getElementById('root')!).render(
  <ConfigProvider theme={{ token: { colorPrimary: '#0958d9', colorLink: '#0958d9' } }}>
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ConfigProvider>,
);
