'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import { MediaUploader } from './MediaUploader';

/** The library screen's uploader: each file that arrives is announced and joins the grid below. */
export function LibraryUploader({ edition }: { edition: EditionId }) {
  const t = useTranslations('admin.media.upload');
  const router = useRouter();
  return (
    <MediaUploader
      edition={edition}
      onUploaded={(file) => {
        showToast(t('uploaded', { name: file.name }));
        router.refresh();
      }}
    />
  );
}
