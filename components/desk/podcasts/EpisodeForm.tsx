import { useRouter } from 'next/router';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskPodcastEpisode } from '@/lib/schemas/desk-podcast';
import { checkTitleAndSlug, type FieldErrors } from '@/lib/site-content/form-errors';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';
import { TitleSlugFields, useTitleSlug } from '../site-content/TitleSlugFields';
import { AudioUpload } from './AudioUpload';

const labels = { title: 'Title', slug: 'Slug', description: 'Description', publishedAt: 'Published', durationSeconds: 'Duration', audio: 'Audio' };

/** An ISO time as the datetime-local input shows it, in the browser's zone (the desk is in New Zealand). */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Creates an episode in a series (no `episode`) or edits one; its sound is an uploaded file or a hosted player's episode id. */
export function EpisodeForm({ seriesId, episode }: { seriesId: number; episode?: DeskPodcastEpisode }) {
  const router = useRouter();
  const titleSlug = useTitleSlug(episode);
  const { title, slug } = titleSlug;
  const [description, setDescription] = useState(episode?.description ?? '');
  const [publishedAt, setPublishedAt] = useState(toLocalInput(episode?.publishedAt ?? new Date().toISOString()));
  const [minutes, setMinutes] = useState(episode ? String(Math.round(episode.durationSeconds / 60)) : '');
  const [source, setSource] = useState<'upload' | 'hosted'>(episode && !episode.audioFile ? 'hosted' : 'upload');
  const [audioFile, setAudioFile] = useState(episode?.audioFile ?? '');
  const [hostedUid, setHostedUid] = useState(episode && !episode.audioFile ? episode.uid : '');

  const check = (): FieldErrors => {
    const errors = checkTitleAndSlug(title, slug);
    if (!publishedAt || Number.isNaN(new Date(publishedAt).getTime())) errors.publishedAt = 'must be a date and time';
    if (!/^\d+$/.test(minutes) || Number(minutes) < 1) errors.durationSeconds = 'must be a whole number of minutes, at least 1';
    if (source === 'upload' && !audioFile) errors.audio = 'needs a file: upload one, or choose the hosted player';
    if (source === 'hosted' && !hostedUid.trim()) errors.audio = 'needs the hosted player’s episode id';
    return errors;
  };

  const { errors, state, attempt, submit } = useDeskSave({
    check,
    save: () => {
      const body = {
        seriesId,
        title,
        slug,
        description,
        publishedAt: new Date(publishedAt).toISOString(),
        durationSeconds: Number(minutes) * 60,
        audio: source === 'upload' ? { kind: 'upload', audioFile } : { kind: 'hosted', uid: hostedUid.trim() },
      };
      return episode ? deskCall<DeskPodcastEpisode>('PUT', `/podcasts/episodes/${episode.id}`, { body }) : deskCall<DeskPodcastEpisode>('POST', '/podcasts/episodes', { body });
    },
    onSaved: (saved) => {
      if (!episode) void router.replace(`/desk/podcasts/episodes/${saved.id}`);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      <TitleSlugFields titleSlug={titleSlug} errors={errors} titleMaxLength={200} />
      <TextField id="description" label="Description" multiline maxLength={4000} value={description} error={errors.description} onChange={setDescription} />
      <TextField id="publishedAt" label="Published" type="datetime-local" required value={publishedAt} error={errors.publishedAt} onChange={setPublishedAt} />
      <TextField id="durationSeconds" label="Duration in minutes" type="number" required value={minutes} error={errors.durationSeconds} onChange={setMinutes} />
      <fieldset className={styles.section} id="audio">
        <legend className={styles.legend}>Audio</legend>
        <label>
          <input type="radio" name="source" checked={source === 'upload'} onChange={() => setSource('upload')} /> An audio file on this site
        </label>
        <label>
          <input type="radio" name="source" checked={source === 'hosted'} onChange={() => setSource('hosted')} /> The hosted podcast player
        </label>
        {source === 'upload' ? (
          <AudioUpload audioFile={audioFile} onUploaded={setAudioFile} error={errors.audio} />
        ) : (
          <TextField id="hosted-uid" label="Hosted player episode id" required value={hostedUid} error={errors.audio} onChange={setHostedUid} />
        )}
      </fieldset>
      <SaveBar state={state} label={episode ? 'Save episode' : 'Create episode'} backHref={`/desk/podcasts/${seriesId}`} />
    </form>
  );
}
