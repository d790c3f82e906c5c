import { useRouter } from 'next/router';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { ShownImage } from '@/lib/images/image-variants';
import type { DeskTvShow } from '@/lib/schemas/desk-tv-show';
import { checkTitleAndSlug, type FieldErrors } from '@/lib/site-content/form-errors';
import { StorySearch } from '../collections/StorySearch';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { OrderedList } from '../site-content/OrderedList';
import { PhotoField } from '../site-content/PhotoField';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';
import { TitleSlugFields, useTitleSlug } from '../site-content/TitleSlugFields';

const labels = { title: 'Title', slug: 'Slug', synopsis: 'Synopsis', whereToWatch: 'Where to watch', genre: 'Genre', year: 'Year', imageId: 'Image', articleIds: 'Stories' };

/** Creates a TV show (no `show`) or edits one. */
export function TvShowForm({ show }: { show?: DeskTvShow }) {
  const router = useRouter();
  const titleSlug = useTitleSlug(show);
  const { title, slug } = titleSlug;
  const [synopsis, setSynopsis] = useState(show?.synopsis ?? '');
  const [whereToWatch, setWhereToWatch] = useState(show?.whereToWatch ?? '');
  const [genre, setGenre] = useState(show?.genre ?? '');
  const [year, setYear] = useState(show ? String(show.year) : String(new Date().getFullYear()));
  const [image, setImage] = useState<{ id: number; image: ShownImage } | null>(show?.imageId && show.image ? { id: show.imageId, image: show.image } : null);
  const [stories, setStories] = useState(show?.articles ?? []);
  // An image from before the media library (a path under /public): kept unless removed.
  const olderImageUrl = show?.imageUrl && !show.imageId ? show.imageUrl : null;
  const [removeOlderImage, setRemoveOlderImage] = useState(false);

  const check = (): FieldErrors => {
    const errors = checkTitleAndSlug(title, slug);
    if (!whereToWatch.trim()) errors.whereToWatch = 'is required';
    if (!genre.trim()) errors.genre = 'is required';
    if (!/^\d{4}$/.test(year)) errors.year = 'must be a four-digit year';
    return errors;
  };

  const { errors, state, attempt, submit } = useDeskSave({
    check,
    save: () => {
      const body = { title, slug, synopsis, whereToWatch, genre, year: Number(year), imageId: image?.id ?? null, removeImage: removeOlderImage, articleIds: stories.map((s) => s.id) };
      return show ? deskCall<DeskTvShow>('PUT', `/tv/${show.id}`, { body }) : deskCall<DeskTvShow>('POST', '/tv', { body });
    },
    onSaved: (saved) => {
      if (!show) void router.replace(`/desk/tv/${saved.id}`);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      <TitleSlugFields titleSlug={titleSlug} errors={errors} titleMaxLength={160} slugHint="The show's address: /tv/your-slug." />
      <TextField id="synopsis" label="Synopsis" multiline maxLength={4000} value={synopsis} error={errors.synopsis} onChange={setSynopsis} />
      <TextField id="whereToWatch" label="Where to watch" required maxLength={160} value={whereToWatch} error={errors.whereToWatch} onChange={setWhereToWatch} />
      <TextField id="genre" label="Genre" required maxLength={60} value={genre} error={errors.genre} onChange={setGenre} />
      <TextField id="year" label="Year" type="number" required value={year} error={errors.year} onChange={setYear} />
      {olderImageUrl && !image ? (
        <div className={styles.field}>
          <p className={styles.hint}>Current image (from before the media library): {olderImageUrl}</p>
          <label>
            <input type="checkbox" checked={removeOlderImage} onChange={(event) => setRemoveOlderImage(event.target.checked)} /> Remove this image
          </label>
        </div>
      ) : null}
      <PhotoField id="imageId" label="Image (16:9 title card)" photo={image?.image ?? null} error={errors.imageId} onChange={setImage} />
      <fieldset className={styles.section} id="articleIds">
        <legend className={styles.legend}>Stories about the show</legend>
        <OrderedList label="Linked stories" items={stories} keyOf={(s) => s.id} nameOf={(s) => s.title} render={(s) => s.title} onChange={setStories} empty="No linked stories." />
        {errors.articleIds ? <p className={styles.error}>Stories {errors.articleIds}</p> : null}
        <StorySearch chosenIds={stories.map((s) => s.id)} onAdd={(story) => setStories((all) => [...all, { id: story.id, title: story.title }])} />
      </fieldset>
      <SaveBar state={state} label={show ? 'Save show' : 'Create show'} backHref="/desk/tv" />
    </form>
  );
}
