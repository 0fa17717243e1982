import { StaticPage } from '../components/static-page.tsx';

export default function FraudPreventionTipsPage() {
  return <StaticPage page="fraudTips" />;
}
