import { useEffect, useState } from 'react';
import type { Newsletter } from '@/lib/schemas/newsletter';

export type ListsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; lists: Newsletter[] };

/** The lists given by the page, or loaded in the browser (the article page adds no server query for them). */
export function useNewsletterLists(given: Newsletter[] | undefined): ListsState {
  const [state, setState] = useState<ListsState>(given ? { kind: 'ready', lists: given } : { kind: 'loading' });
  useEffect(() => {
    if (given) return;
    let current = true;
    import('@/lib/api/newsletters')
      .then(({ getAllNewsletters }) => getAllNewsletters())
      .then((lists) => current && setState({ kind: 'ready', lists }))
      .catch(() => current && setState({ kind: 'failed' }));
    return () => {
      current = false;
    };
  }, [given]);
  return state;
}
