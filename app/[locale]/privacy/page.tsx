import { cmsRoute } from '@/components/pages/cms-route';

const route = cmsRoute('privacy', 'privacy_policy_page');

export const generateMetadata = route.generateMetadata;
export default route.Page;
