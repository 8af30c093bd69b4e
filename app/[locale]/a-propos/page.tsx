import { cmsRoute } from '@/components/pages/cms-route';

const route = cmsRoute('about', 'about_us_page');

export const generateMetadata = route.generateMetadata;
export default route.Page;
