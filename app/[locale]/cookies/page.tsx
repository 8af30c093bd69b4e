import { cmsRoute } from '@/components/pages/cms-route';

const route = cmsRoute('cookies', 'cookie_policy_page');

export const generateMetadata = route.generateMetadata;
export default route.Page;
