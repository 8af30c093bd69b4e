/** One item of `/breadcrumbs/`: the chain root → entity, each item naming the previous one's URL. */
export interface BreadcrumbItem {
  name: string;
  url: string;
  parent: string | null;
}
