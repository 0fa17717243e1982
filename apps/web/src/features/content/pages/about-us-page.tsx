import { StaticPage } from '../components/static-page.tsx';

export default function AboutUsPage() {
  return <StaticPage page="aboutUs" />;
}
