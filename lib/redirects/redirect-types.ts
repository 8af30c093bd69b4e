export interface Redirect {
  location: string;
  status: 301 | 302;
}
