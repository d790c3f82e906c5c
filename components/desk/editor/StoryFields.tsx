import { useId, useState } from 'react';
import { ImagePicker } from '@/components/desk/media/ImagePicker';
import type { DeskChoices, DeskStory, StoryDraft } from '@/lib/api/desk-stories';
import { articlePath } from '@/lib/articles/article-url';
import { imageUrlNear } from '@/lib/images/image-variants';
import { OrderedChoices } from './OrderedChoices';
import { TagInput } from './TagInput';
import styles from './StoryFields.module.css';

// Search engines show about this much; longer is allowed, but cut off in results.
const SEO_TITLE_ADVISED = 60;
const SEO_DESCRIPTION_ADVISED = 155;

interface StoryFieldsProps {
  draft: StoryDraft;
  story: DeskStory;
  choices: DeskChoices;
  featureImage: DeskStory['featureImage'];
  onChange: (change: Partial<StoryDraft>) => void;
  onFeatureImage: (image: DeskStory['featureImage']) => void;
  disabled: boolean;
}

function Count({ id, length, advised }: { id: string; length: number; advised: number }) {
  return (
    <span id={id} className={length > advised ? styles.over : styles.count}>
      {length}/{advised} characters{length > advised ? ' — search results will cut it short' : ''}
    </span>
  );
}

/** The story's side panel: everything but the body. */
export function StoryFields({ draft, story, choices, featureImage, onChange, onFeatureImage, disabled }: StoryFieldsProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const primary = draft.categorySlugs[0];
  const url = primary && draft.slug ? articlePath({ primaryCategorySlug: primary, publishedAt: story.publishedAt ?? new Date(), slug: draft.slug }) : null;
  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        <label htmlFor={`${id}-headline`}>Headline</label>
        <textarea id={`${id}-headline`} rows={2} value={draft.headline} disabled={disabled} onChange={(event) => onChange({ headline: event.target.value.replace(/\n/g, ' ') })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-standfirst`}>Standfirst</label>
        <textarea id={`${id}-standfirst`} rows={3} value={draft.standfirst} disabled={disabled} onChange={(event) => onChange({ standfirst: event.target.value })} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-slug`}>Slug</label>
        <input id={`${id}-slug`} value={draft.slug} disabled={disabled} aria-describedby={`${id}-url`} onChange={(event) => onChange({ slug: event.target.value.toLowerCase().replace(/\s+/g, '-') })} />
        <span id={`${id}-url`} className={styles.hint}>
          {url ? (
            <>
              URL: <code>{url}</code>
              {story.publishedAt ? null : ' (the date is the day it is published)'}
            </>
          ) : (
            'Choose a category and a slug to give the story its URL.'
          )}
        </span>
      </div>
      <OrderedChoices legend="Categories" firstMeans="primary category: the story's URL starts with it" options={choices.categories} chosen={draft.categorySlugs} onChange={(categorySlugs) => onChange({ categorySlugs })} disabled={disabled} />
      <TagInput tags={draft.tagNames} onChange={(tagNames) => onChange({ tagNames })} disabled={disabled} />
      <OrderedChoices legend="Authors" firstMeans="primary author; the rest are credited as additional authors" options={choices.authors} chosen={draft.authorSlugs} onChange={(authorSlugs) => onChange({ authorSlugs })} disabled={disabled} />
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend>Feature image</legend>
        {featureImage ? (
          <figure className={styles.feature}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a variant the server named; next/image is not used on this site */}
            <img src={imageUrlNear(featureImage, 640)} alt={featureImage.alt} width={featureImage.width} height={featureImage.height} />
            <figcaption>{featureImage.alt ? `Alt text: ${featureImage.alt}` : <strong className={styles.over}>This picture has no alt text: add it in the media library.</strong>}</figcaption>
          </figure>
        ) : (
          <p className={styles.empty}>No feature image.</p>
        )}
        <div className={styles.inline}>
          <button type="button" onClick={() => setPicking(true)}>
            {featureImage ? 'Change feature image' : 'Choose feature image'}
          </button>
          {featureImage ? (
            <button
              type="button"
              onClick={() => {
                onFeatureImage(null);
                onChange({ featureImageId: null });
              }}
            >
              Remove
            </button>
          ) : null}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend>Search engines</legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-seo-title`}>SEO title</label>
          <input id={`${id}-seo-title`} value={draft.seoTitle} placeholder={draft.headline} aria-describedby={`${id}-seo-title-count`} onChange={(event) => onChange({ seoTitle: event.target.value })} />
          <Count id={`${id}-seo-title-count`} length={draft.seoTitle.length} advised={SEO_TITLE_ADVISED} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-seo-description`}>SEO description</label>
          <textarea id={`${id}-seo-description`} rows={3} value={draft.seoDescription} placeholder={draft.standfirst} aria-describedby={`${id}-seo-description-count`} onChange={(event) => onChange({ seoDescription: event.target.value })} />
          <Count id={`${id}-seo-description-count`} length={draft.seoDescription.length} advised={SEO_DESCRIPTION_ADVISED} />
        </div>
      </fieldset>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(image) => {
          setPicking(false);
          onFeatureImage({ id: image.id, storageKey: image.storageKey, width: image.width, height: image.height, widths: image.widths, alt: image.alt, caption: image.caption, credit: image.credit });
          onChange({ featureImageId: image.id });
        }}
      />
    </div>
  );
}
