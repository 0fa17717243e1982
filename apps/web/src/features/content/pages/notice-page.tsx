import { StaticPage } from '../components/static-page.tsx';

export default function NoticePage() {
  return <StaticPage page="notice" />;
}
