import type { Member } from '@/lib/schemas/member';
import { useAuth } from './useAuth';

/** The signed-in member, or null; `loading` until the first auth result is handled. */
export function useMember(): { member: Member | null; loading: boolean } {
  const { member, status } = useAuth();
  return { member, loading: status === 'authenticating' };
}
