import { cmsRoute } from '@/components/pages/cms-route';

const route = cmsRoute('faq', 'faq_page');

export const generateMetadata = route.generateMetadata;
export default route.Page;
