import Link from 'next/link';
import type { SupporterState } from '@/lib/schemas/desk-members';
import { isFiltered, type MemberListParams } from '@/lib/desk/member-list-query';
import { PLACEMENT_LABELS, SUPPORTER_LABELS } from '@/lib/desk/member-labels';
import styles from './MemberList.module.css';

// From the labels, not the zod module's SUPPORTER_STATES: importing a schema module brings zod into
// the page, whose eval probe the Content-Security-Policy reports (decision 182).
const STATES = Object.keys(SUPPORTER_LABELS) as SupporterState[];

interface MemberFiltersProps {
  params: MemberListParams;
  newsletters: { listId: string; name: string }[];
}

/** A plain GET form: works without JavaScript, and every search it makes is a URL to share. */
export function MemberFilters({ params, newsletters }: MemberFiltersProps) {
  return (
    <form method="get" action="/desk/members" role="search" aria-label="Find members" className={styles.filters}>
      <label className={styles.wide}>
        <span>Email or name</span>
        <input type="search" name="q" defaultValue={params.q ?? ''} placeholder="e.g. mere@example.nz or Mere Tane" maxLength={200} />
      </label>
      <label>
        <span>Supporter</span>
        <select name="state" defaultValue={params.state ?? ''}>
          <option value="">Anyone</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {SUPPORTER_LABELS[state]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Newsletter</span>
        <select name="list" defaultValue={params.list ?? ''}>
          <option value="">Any or none</option>
          {newsletters.map((list) => (
            <option key={list.listId} value={list.listId}>
              {list.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>First gift from</span>
        <select name="firstPlacement" defaultValue={params.firstPlacement ?? ''}>
          <option value="">Anywhere</option>
          {Object.entries(PLACEMENT_LABELS).map(([placement, label]) => (
            <option key={placement} value={placement}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Signed up from</span>
        <input type="date" name="joinedFrom" defaultValue={params.joinedFrom ?? ''} />
      </label>
      <label>
        <span>Signed up to</span>
        <input type="date" name="joinedTo" defaultValue={params.joinedTo ?? ''} />
      </label>
      <div className={styles.buttons}>
        <button type="submit">Search</button>
        {isFiltered(params) ? <Link href="/desk/members">Clear filters</Link> : null}
      </div>
    </form>
  );
}
