import { NotFoundView } from '@/components/errors/NotFoundView';

/** Every unknown page of an edition answers 404 with this view at the requested URL. */
export default function NotFound() {
  return <NotFoundView />;
}
