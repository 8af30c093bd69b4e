import { cmsRoute } from '@/components/pages/cms-route';

const route = cmsRoute('legal', 'mentions_legales_page');

export const generateMetadata = route.generateMetadata;
export default route.Page;
