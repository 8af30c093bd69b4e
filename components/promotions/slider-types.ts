/** One card, already resolved on the server (paths, fallbacks, texts): plain data crossing into the client. */
export interface SliderCard {
  id: number;
  storeName: string;
  title: string;
  exclusive: boolean;
  href: string;
  linkLabel: string;
  logo: string;
  image: string | null;
}

/** The `slider` messages; `slideLabel` keeps Swiper's `{{index}}` and `{{slidesLength}}` placeholders. */
export interface SliderLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  carousel: string;
  slide: string;
  slideLabel: string;
  firstSlide: string;
  lastSlide: string;
  exclusive: string;
}
