import ComingSoonPage from '../../components/layout/coming-soon-page.tsx';

export default function Page() {
  return <ComingSoonPage title="Here's your item!" />;
}
