import { useRouter } from 'next/router';
import { useState } from 'react';
import { useDeskSave } from '@/hooks/useDeskSave';
import { deskCall } from '@/lib/api/desk-client';
import type { DeskNewsletterList } from '@/lib/schemas/desk-newsletter';
import type { FieldErrors } from '@/lib/site-content/form-errors';
import { ErrorSummary } from '../site-content/ErrorSummary';
import { SaveBar } from '../site-content/SaveBar';
import styles from '../site-content/SiteContentForm.module.css';
import { TextField } from '../site-content/TextField';

const labels = { listId: 'Provider list id', name: 'Name', description: 'Description', frequency: 'How often', position: 'Place in the list' };

/** Adds a newsletter list (no `list`) or edits one; the provider's list id is set once, when the list is added. */
export function NewsletterListForm({ list }: { list?: DeskNewsletterList }) {
  const router = useRouter();
  const [listId, setListId] = useState(list?.listId ?? '');
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [frequency, setFrequency] = useState(list?.frequency ?? '');
  const [position, setPosition] = useState(String(list?.position ?? 0));

  const check = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!list && !/^[\w-]{1,100}$/.test(listId.trim())) errors.listId = 'must be the provider’s list id: letters, digits, - and _';
    if (!name.trim()) errors.name = 'is required';
    if (!frequency.trim()) errors.frequency = 'is required';
    if (!/^\d{1,4}$/.test(position)) errors.position = 'must be a whole number, 0 or more';
    return errors;
  };

  const { errors, state, attempt, submit } = useDeskSave({
    check,
    save: () => {
      const fields = { name, description, frequency, position: Number(position) };
      return list
        ? deskCall<DeskNewsletterList>('PUT', `/newsletters/${encodeURIComponent(list.listId)}`, { body: fields })
        : deskCall<DeskNewsletterList>('POST', '/newsletters', { body: { listId: listId.trim(), ...fields } });
    },
    onSaved: (saved) => {
      if (!list) void router.replace(`/desk/newsletters/${encodeURIComponent(saved.listId)}`);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} labels={labels} attempt={attempt} />
      {list ? (
        <p className={styles.hint}>
          Provider list id: <strong>{list.listId}</strong> (fixed: subscriptions and the provider sync use it). {list.subscriberCount} active{' '}
          {list.subscriberCount === 1 ? 'subscriber' : 'subscribers'}.
        </p>
      ) : (
        <TextField id="listId" label="Provider list id" required maxLength={100} hint="The list's id at the newsletter provider; it cannot be changed later." value={listId} error={errors.listId} onChange={setListId} />
      )}
      <TextField id="name" label="Name" required maxLength={120} value={name} error={errors.name} onChange={setName} />
      <TextField id="description" label="Description" multiline maxLength={1000} value={description} error={errors.description} onChange={setDescription} />
      <TextField id="frequency" label="How often" required maxLength={60} hint="As readers see it, e.g. “Weekdays at 6am”." value={frequency} error={errors.frequency} onChange={setFrequency} />
      <TextField id="position" label="Place in the list" type="number" hint="Lists are shown lowest first." value={position} error={errors.position} onChange={setPosition} />
      <SaveBar state={state} label={list ? 'Save list' : 'Add list'} backHref="/desk/newsletters" />
    </form>
  );
}
