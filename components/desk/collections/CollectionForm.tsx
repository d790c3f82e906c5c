import { useRouter } from 'next/router';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskCollection, DeskCollectionStory } from '@/lib/schemas/desk-collection';
import { checkTitleAndSlug } from '@/lib/site-content/form-errors';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { OrderedList } from '../site-content/OrderedList';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';
import { TitleSlugFields, useTitleSlug } from '../site-content/TitleSlugFields';
import { StorySearch } from './StorySearch';

const labels = { title: 'Title', slug: 'Slug', description: 'Description', articleIds: 'Stories' };

/** Creates a collection (no `collection`) or edits one: title, slug, description and its stories in order. */
export function CollectionForm({ collection }: { collection?: DeskCollection }) {
  const router = useRouter();
  const titleSlug = useTitleSlug(collection);
  const { title, slug } = titleSlug;
  const [description, setDescription] = useState(collection?.description ?? '');
  const [stories, setStories] = useState<DeskCollectionStory[]>(collection?.stories ?? []);

  const { errors, state, attempt, submit } = useDeskSave({
    check: () => checkTitleAndSlug(title, slug),
    save: () => {
      const body = { title, slug, description, articleIds: stories.map((story) => story.id) };
      return collection ? deskCall<DeskCollection>('PUT', `/collections/${collection.id}`, { body }) : deskCall<DeskCollection>('POST', '/collections', { body });
    },
    onSaved: (saved) => {
      if (!collection) void router.replace(`/desk/collections/${saved.id}?created=1`);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      <TitleSlugFields titleSlug={titleSlug} errors={errors} titleMaxLength={120} slugHint="The collection's address: /your-slug. Lower-case letters, digits and hyphens." />
      <TextField id="description" label="Description" multiline maxLength={1000} value={description} error={errors.description} onChange={setDescription} />
      <fieldset className={styles.section} aria-describedby={errors.articleIds ? 'articleIds-error' : undefined}>
        <legend className={styles.legend} id="articleIds">
          Stories, in the order readers see them
        </legend>
        <OrderedList
          label="Stories in this collection"
          items={stories}
          keyOf={(story) => story.id}
          nameOf={(story) => story.title}
          render={(story) => (
            <>
              {story.title}
              {story.status === 'published' ? '' : ` (${story.status})`}
            </>
          )}
          onChange={setStories}
          empty="No stories yet. Find them below and add them."
        />
        {errors.articleIds ? (
          <p id="articleIds-error" className={styles.error}>
            Stories {errors.articleIds}
          </p>
        ) : null}
        <StorySearch chosenIds={stories.map((story) => story.id)} onAdd={(story) => setStories((current) => [...current, story])} />
      </fieldset>
      <SaveBar state={state} label={collection ? 'Save collection' : 'Create collection'} backHref="/desk/collections" />
    </form>
  );
}
