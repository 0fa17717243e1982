import { StaticPage } from '../components/static-page.tsx';

export default function CookiesPage() {
  return <StaticPage page="cookies" />;
}
