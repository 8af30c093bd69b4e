import { cmsRoute } from '@/components/pages/cms-route';

const route = cmsRoute('terms', 'conditions_page');

export const generateMetadata = route.generateMetadata;
export default route.Page;
