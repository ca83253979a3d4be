import type { PendingApprovals } from '../../../../common/approvals';
import { ApprovalList } from '../../../features/approvals/approval-list';
import { ProfileNav } from '../../../features/accounts/profile-nav';
import { LoginForm } from '../../../features/auth/login-form';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

export interface ProfileApprovalsData {
  /** Null when nobody is logged in: the page asks to log in. */
  pending: PendingApprovals | null;
}

/** /profile/approvals: approve or reject colleagues' orders above their limits (ADR 078). */
export function ProfileApprovalsPage({ data, locale }: PageProps<ProfileApprovalsData>) {
  const t = useT();
  if (!data.pending) {
    return (
      <div className="auth-page" data-testid="login-required">
        <h1>{t('approvals.title')}</h1>
        <p className="auth-page__intro">{t('account.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="auth-page auth-page--wide" data-testid="profile-approvals">
      <ProfileNav locale={locale} current="profile_approvals" />
      <h1>{t('approvals.title')}</h1>
      <p className="auth-page__intro">{t('approvals.intro')}</p>
      <ApprovalList initial={data.pending} locale={locale} />
    </div>
  );
}
