import ComingSoonPage from '#src/web/components/layout/coming-soon-page.tsx';

export default function Page() {
  return <ComingSoonPage title="Your profile" />;
}
