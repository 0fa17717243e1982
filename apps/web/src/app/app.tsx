import { createBrowserRouter, RouterProvider } from 'react-router';
import { ConfigProvider } from 'antd';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes, { basename: '/portal' });

// antd's default blue fails WCAG contrast on white; a darker primary passes AA.
const theme = { token: { colorPrimary: '#0958d9', colorLink: '#0958d9' } };

export function App() {
  return (
    <ConfigProvider theme={theme}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
