import { ContactFields } from '@/components/forms/ContactFields';
import { cmsRoute } from '@/components/pages/cms-route';

const route = cmsRoute('contact', 'contact_us_page', {
  extra: (edition) => <ContactFields email={`contact@${edition.domain}`} />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
