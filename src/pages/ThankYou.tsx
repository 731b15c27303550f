import { PageHeader } from '../components/PageHeader';

export default function ThankYouPage() {
  return <PageHeader title="Thank you: your request reached us">We reply within 24 hours.</PageHeader>;
}
