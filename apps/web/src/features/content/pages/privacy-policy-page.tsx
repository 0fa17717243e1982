import { StaticPage } from '../components/static-page.tsx';

export default function PrivacyPolicyPage() {
  return <StaticPage page="privacy" />;
}
