import { pageQuery } from './params';

export const homeStoresQuery = pageQuery(20);
export const homepageBannersQuery = pageQuery(20);
/** The footer shows every link (in columns of 5): one page holds them all. */
export const footerLinksQuery = pageQuery(50);
