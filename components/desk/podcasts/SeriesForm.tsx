import { useRouter } from 'next/router';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { ShownImage } from '@/lib/images/image-variants';
import type { DeskPodcastSeries } from '@/lib/schemas/desk-podcast';
import { checkTitleAndSlug } from '@/lib/site-content/form-errors';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { PhotoField } from '../site-content/PhotoField';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';
import { TitleSlugFields, useTitleSlug } from '../site-content/TitleSlugFields';

export interface AuthorChoice {
  id: number;
  name: string;
}

const labels = { title: 'Title', slug: 'Slug', description: 'Description', hostAuthorId: 'Host', artworkImageId: 'Artwork' };

/** Creates a podcast series (no `series`) or edits one: title, slug, description, host and artwork. */
export function SeriesForm({ series, authors }: { series?: DeskPodcastSeries; authors: AuthorChoice[] }) {
  const router = useRouter();
  const titleSlug = useTitleSlug(series);
  const { title, slug } = titleSlug;
  const [description, setDescription] = useState(series?.description ?? '');
  const [host, setHost] = useState(series?.hostAuthorId ? String(series.hostAuthorId) : '');
  const [artwork, setArtwork] = useState<{ id: number; image: ShownImage } | null>(series?.artworkImageId && series.artwork ? { id: series.artworkImageId, image: series.artwork } : null);

  const { errors, state, attempt, submit } = useDeskSave({
    check: () => checkTitleAndSlug(title, slug),
    save: () => {
      const body = { title, slug, description, hostAuthorId: host ? Number(host) : null, artworkImageId: artwork?.id ?? null };
      return series ? deskCall<DeskPodcastSeries>('PUT', `/podcasts/${series.id}`, { body }) : deskCall<DeskPodcastSeries>('POST', '/podcasts', { body });
    },
    onSaved: (saved) => {
      if (!series) void router.replace(`/desk/podcasts/${saved.id}`);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      <TitleSlugFields titleSlug={titleSlug} errors={errors} titleMaxLength={120} slugHint="The series page's address: /podcasts/your-slug." />
      <TextField id="description" label="Description" multiline maxLength={2000} value={description} error={errors.description} onChange={setDescription} />
      <div className={styles.field}>
        <label htmlFor="hostAuthorId">Host</label>
        <select id="hostAuthorId" value={host} onChange={(event) => setHost(event.target.value)} aria-describedby={errors.hostAuthorId ? 'hostAuthorId-error' : undefined}>
          <option value="">No host</option>
          {authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </select>
        {errors.hostAuthorId ? (
          <p id="hostAuthorId-error" className={styles.error}>
            Host {errors.hostAuthorId}
          </p>
        ) : null}
      </div>
      <PhotoField
        id="artworkImageId"
        label="Artwork"
        hint="Square, at least 1,400 pixels wide: podcast apps ask for that. Without it, the podcast feed keeps the artwork drawn from the title."
        photo={artwork?.image ?? null}
        error={errors.artworkImageId}
        onChange={setArtwork}
      />
      <SaveBar state={state} label={series ? 'Save series' : 'Create series'} backHref="/desk/podcasts" />
    </form>
  );
}
