import { useEffect, useRef } from 'react';
import { useDonationContext } from '@/hooks/useDonationContext';
import { createMember } from '@/lib/api/members';
import { reportClientError } from '@/lib/api/report-client-error';
import styles from './Donation.module.css';

/**
 * CREATE_USER: after a visitor's payment, their member record gets the name and email they gave.
 * It runs by itself; a failure cannot undo the payment, so it leads to THANK_YOU_INCOMPLETE.
 */
export function CreateUser() {
  const { state, dispatch } = useDonationContext();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createMember({ email: state.email, firstName: state.firstName || undefined, lastName: state.lastName || undefined })
      .then(() => dispatch({ type: 'MEMBER_CREATED' }))
      .catch((error: unknown) => {
        reportClientError('Creating the donor member failed', error);
        dispatch({ type: 'AFTER_PAYMENT_FAILED' });
      });
  }, [dispatch, state.email, state.firstName, state.lastName]);
  return (
    <p role="status" className={styles.message}>
      Saving your details…
    </p>
  );
}
