import { useState } from 'react';
import type { FieldErrors } from '@/lib/site-content/form-errors';
import { slugify } from '@/lib/text/slug';
import { TextField } from './TextField';

/** A record's title (or name) and slug, and how each changes. */
export interface TitleSlug {
  title: string;
  slug: string;
  setTitle: (value: string) => void;
  setSlug: (value: string) => void;
}

/**
 * Title and slug state for a site-content form. A new record's slug follows its title until the
 * slug is edited; a saved record's slug never changes by itself, because its address is live.
 */
export function useTitleSlug(saved?: { title: string; slug: string }): TitleSlug {
  const [title, setTitleValue] = useState(saved?.title ?? '');
  const [slug, setSlugValue] = useState(saved?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(saved));
  return {
    title,
    slug,
    setTitle: (value) => {
      setTitleValue(value);
      if (!slugEdited) setSlugValue(slugify(value));
    },
    setSlug: (value) => {
      setSlugEdited(true);
      setSlugValue(value);
    },
  };
}

interface TitleSlugFieldsProps {
  titleSlug: TitleSlug;
  errors: FieldErrors;
  /** The title field's id and error key: 'title', or 'name' for an author. */
  titleId?: string;
  titleLabel?: string;
  titleMaxLength: number;
  /** Where the slug shows up, e.g. "The quiz's address: /quizzes/your-slug." */
  slugHint?: string;
}

/** The required title (or name) and slug fields that start every site-content form. */
export function TitleSlugFields({ titleSlug, errors, titleId = 'title', titleLabel = 'Title', titleMaxLength, slugHint }: TitleSlugFieldsProps) {
  return (
    <>
      <TextField id={titleId} label={titleLabel} required maxLength={titleMaxLength} value={titleSlug.title} error={errors[titleId]} onChange={titleSlug.setTitle} />
      <TextField id="slug" label="Slug" required maxLength={80} hint={slugHint} value={titleSlug.slug} error={errors.slug} onChange={titleSlug.setSlug} />
    </>
  );
}
