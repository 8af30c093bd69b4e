import { PostForm } from '@/components/admin/posts/PostForm';
import { emptySeoValue } from '@/components/admin/seo/SeoFields';
import { MissingItem } from '@/components/admin/MissingItem';
import { blogCategoryOptions } from '@/lib/admin/blog-categories';
import { formEdition } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';

/** A new blog post. */
export default async function NewPostPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const categories = await blogCategoryOptions(session, edition.id);
  // Without its categories the form could not be sent: a post needs one.
  if (!categories) return <MissingItem namespace="admin.postForm" back="/admin/posts" failed />;
  return <PostForm edition={formEdition(edition)} post={null} seo={emptySeoValue} stores={[]} categories={categories} />;
}
