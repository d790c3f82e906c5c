import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { StaffRole } from '@/lib/schemas/member-type';
import { appServices } from '../container';
import { getDb } from '../db/client';
import { requireStaff, type StaffMember } from '../staff/staff-access';
import { AppError } from './errors';
import { pageSessionUid } from '../auth/page-session';

/**
 * getServerSideProps for a desk page: the session cookie's member must be staff (and pass
 * `allowed`). Signed out → the sign-in page, back here after; a reader or a role refused → 404, so
 * the desk's pages and their JavaScript never reach readers. Desk pages are never cached.
 */
export async function staffPageProps<P extends object>(
  context: GetServerSidePropsContext,
  load: (staff: StaffMember, services: ReturnType<typeof appServices>) => Promise<P | null>,
  allowed: (role: StaffRole) => boolean = () => true,
): Promise<GetServerSidePropsResult<P & { staff: StaffMember }>> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  context.res.setHeader('X-Robots-Tag', 'noindex');
  const db = await getDb();
  const uid = await pageSessionUid(context.req, db);
  if (!uid) return { redirect: { destination: `/sign-in?next=${encodeURIComponent(context.resolvedUrl)}`, permanent: false } };
  let staff: StaffMember;
  try {
    staff = await requireStaff(db, uid, allowed);
  } catch (error) {
    if (error instanceof AppError) return { notFound: true };
    throw error;
  }
  const props = await load(staff, appServices());
  if (props === null) return { notFound: true };
  return { props: { ...props, staff } };
}
