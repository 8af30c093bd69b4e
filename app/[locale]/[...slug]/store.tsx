import { StoreView } from '@/components/stores/StoreView';
import { storePage } from '@/lib/api/stores';
import { storeMetadata } from '@/lib/pages/store';
import { pageNumber } from '@/lib/routing';
import { oneSegmentView } from './one-segment-view';

/** A shop at its free slug `/{slug}`: its page, its canonical that same path. */
export const storeView = oneSegmentView(
  storePage,
  ({ edition, searchParams }, store) => storeMetadata(edition, store, searchParams),
  ({ edition, searchParams }, store) => <StoreView edition={edition} store={store} page={pageNumber(searchParams.page)} />,
);
