import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { StaffRole } from '@/lib/schemas/member-type';
import { canEditSiteContent, canManageMembers, canManageStaff } from '@/lib/staff/staff-permissions';
import { site } from '@/lib/site';
import styles from './DeskLayout.module.css';

interface DeskLayoutProps {
  /** The page's heading and the start of its <title>. */
  title: string;
  role: StaffRole;
  /** Buttons beside the heading (e.g. "New story"). */
  actions?: ReactNode;
  children: ReactNode;
}

const sections: { href: string; label: string; shown: (role: StaffRole) => boolean }[] = [
  { href: '/desk', label: 'Stories', shown: () => true },
  { href: '/desk/media', label: 'Media', shown: () => true },
  { href: '/desk/collections', label: 'Collections', shown: canEditSiteContent },
  { href: '/desk/authors', label: 'Authors', shown: canEditSiteContent },
  { href: '/desk/podcasts', label: 'Podcasts', shown: canEditSiteContent },
  { href: '/desk/quizzes', label: 'Quizzes', shown: canEditSiteContent },
  { href: '/desk/tv', label: 'TV', shown: canEditSiteContent },
  { href: '/desk/newsletters', label: 'Newsletters', shown: canEditSiteContent },
  { href: '/desk/site-pages', label: 'Site pages', shown: canEditSiteContent },
  { href: '/desk/members', label: 'Members', shown: canManageMembers },
  { href: '/desk/revenue', label: 'Revenue', shown: canManageMembers },
  { href: '/desk/exports', label: 'Exports', shown: canManageMembers },
  { href: '/desk/audit', label: 'Audit log', shown: canManageMembers },
  { href: '/desk/errors', label: 'Errors', shown: canManageMembers },
  { href: '/desk/staff', label: 'Staff', shown: canManageStaff },
];

const isCurrent = (href: string, path: string) => (href === '/desk' ? path === '/desk' || path.startsWith('/desk/stories') : path.startsWith(href));

/** The frame of every desk page: the desk's own navigation (only what the role may use) and the page's heading. */
export function DeskLayout({ title, role, actions, children }: DeskLayoutProps) {
  const { pathname } = useRouter();
  return (
    <div className={styles.desk}>
      <Head>
        <title>{`${title} | ${site.name} desk`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <nav aria-label="Desk" className={styles.nav}>
        <ul>
          {sections
            .filter((section) => section.shown(role))
            .map((section) => (
              <li key={section.href}>
                <Link href={section.href} aria-current={isCurrent(section.href, pathname) ? 'page' : undefined}>
                  {section.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <div className={styles.main}>
        <header className={styles.header}>
          <h1>{title}</h1>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
