import { Fragment } from 'react';
import { commentParts } from '@/lib/comments/comment-links';
import styles from './Comments.module.css';

/**
 * A comment's text as typed: React escapes every character, and only http(s) addresses become
 * links, marked as user-generated and not endorsed (rel="nofollow ugc noopener").
 */
export function CommentText({ body }: { body: string }) {
  return (
    <p className={styles.text}>
      {commentParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} rel="nofollow ugc noopener">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
