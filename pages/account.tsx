import { AccountPanel } from '@/components/auth/AccountPanel';
import { AuthPage } from '@/components/auth/AuthPage';

export default function AccountPage() {
  return (
    <AuthPage title="Your account">
      <AccountPanel />
    </AuthPage>
  );
}
