import { AuthPage } from '@/components/auth/AuthPage';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  return (
    <AuthPage title="Reset your password">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
