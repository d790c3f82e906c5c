import { useRouter } from 'next/router';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { ShownImage } from '@/lib/images/image-variants';
import type { DeskAuthor } from '@/lib/schemas/desk-author';
import { checkTitleAndSlug } from '@/lib/site-content/form-errors';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { PhotoField } from '../site-content/PhotoField';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';
import { TitleSlugFields, useTitleSlug } from '../site-content/TitleSlugFields';

const labels = { name: 'Name', slug: 'Slug', bio: 'Bio', photoImageId: 'Photo' };

/** Creates an author (no `author`) or edits one: name, slug, bio and photo. */
export function AuthorForm({ author }: { author?: DeskAuthor }) {
  const router = useRouter();
  const titleSlug = useTitleSlug(author && { title: author.name, slug: author.slug });
  const { title: name, slug } = titleSlug;
  const [bio, setBio] = useState(author?.bio ?? '');
  const [photo, setPhoto] = useState<{ id: number; image: ShownImage } | null>(author?.photoImageId && author.photo ? { id: author.photoImageId, image: author.photo } : null);

  const { errors, state, attempt, submit } = useDeskSave({
    check: () => checkTitleAndSlug(name, slug, 'name'),
    save: () => {
      const body = { name, slug, bio, photoImageId: photo?.id ?? null };
      return author ? deskCall<DeskAuthor>('PUT', `/authors/${author.id}`, { body }) : deskCall<DeskAuthor>('POST', '/authors', { body });
    },
    onSaved: (saved) => {
      if (!author) void router.replace(`/desk/authors/${saved.id}`);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      <TitleSlugFields titleSlug={titleSlug} errors={errors} titleId="name" titleLabel="Name" titleMaxLength={120} slugHint="The author page's address: /author/your-slug." />
      <TextField id="bio" label="Bio" multiline maxLength={2000} value={bio} error={errors.bio} onChange={setBio} />
      <PhotoField id="photoImageId" label="Photo" photo={photo?.image ?? null} error={errors.photoImageId} onChange={setPhoto} />
      <SaveBar state={state} label={author ? 'Save author' : 'Create author'} backHref="/desk/authors" />
    </form>
  );
}
