import ComingSoonPage from '../static/coming-soon-page.tsx';

export default function Page() {
  return <ComingSoonPage title="Photo Database Gallery" />;
}
