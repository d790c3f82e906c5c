import type { GetServerSidePropsContext } from 'next';
import { canEditSiteContent } from '@/lib/staff/staff-permissions';
import type { appServices } from '../container';
import { AppError } from '../http/errors';
import { staffPageProps } from '../http/staff-page';
import type { StaffMember } from '../staff/staff-access';

/**
 * getServerSideProps of a desk page that edits one record (`/desk/{kind}/[id]`): editors and
 * administrators only; an id that is not a number or names nothing is a 404 page.
 */
export function deskRecordProps<P extends object>(
  context: GetServerSidePropsContext,
  load: (staff: StaffMember, services: ReturnType<typeof appServices>, id: number) => Promise<P>,
) {
  return staffPageProps(
    context,
    async (staff, services) => {
      const raw = context.params?.id;
      const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
      try {
        return await load(staff, services, id);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    canEditSiteContent,
  );
}
