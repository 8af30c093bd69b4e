import { MissingItem } from '@/components/admin/MissingItem';
import { PostForm } from '@/components/admin/posts/PostForm';
import { seoValueOf, type SeoRead } from '@/components/admin/seo/seo-form';
import { blogCategoryOptions } from '@/lib/admin/blog-categories';
import { formEdition, isItemId, readItem } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { EditablePost } from '@/lib/api/types/editor-posts';

/** What the post's page read in preview adds to the editable post: its SEO data and its shops' names. */
type PostPreview = SeoRead & { similar_stores: { id: number; name: string; slug: string }[] };

/** One post's form, drafts included, with its SEO data and its shops named (read from its page in preview, where they are). */
export default async function PostPage({ params }: { params: Promise<{ id: string }> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const { id } = await params;
  if (!isItemId(id)) return <MissingItem namespace="admin.postForm" back="/admin/posts" failed={false} />;
  const [categories, post, preview] = await Promise.all([
    blogCategoryOptions(session, edition.id),
    readItem<EditablePost>(session, `/posts/${id}/editable/`, edition.id),
    editorGet<PostPreview>(session, `/posts/${id}/`, edition.id, { preview: 1 }).catch(() => 'failed' as const),
  ]);
  // Without its SEO data the form would save empty ones over them: better no form than that.
  if (post === null || post === 'failed' || preview === 'failed' || !categories) return <MissingItem namespace="admin.postForm" back="/admin/posts" failed={post !== null} />;
  const named = new Map(preview.similar_stores.map((store) => [store.id, store]));
  const stores = post.similar_stores.map((storeId) => {
    const store = named.get(storeId);
    return { id: storeId, name: store?.name ?? `#${storeId}`, slug: store?.slug ?? '' };
  });
  return (
    <PostForm
      key={post.id}
      edition={formEdition(edition)}
      post={post}
      seo={seoValueOf(preview)}
      stores={stores}
      categories={categories}
    />
  );
}
