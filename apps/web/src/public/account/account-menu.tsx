import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchAccountModal, useAccountModals } from './account-modals';
import { useAuth } from './auth-context';

/** The header's account corner: "Log in" for a visitor; the parent's name, their documents, their pets' plans and "Log out" once logged in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const modals = useAccountModals();
  const [leaving, setLeaving] = useState(false);

  if (!auth.isLoggedIn) {
    return (
      <button
        type="button"
        className="b-btn b-btn-outline"
        onPointerEnter={() => prefetchAccountModal('login')}
        onFocus={() => prefetchAccountModal('login')}
        onClick={() => modals.open({ kind: 'login' })}
      >
        {t('public.account.menu.login')}
      </button>
    );
  }
  const name = auth.me ? `${auth.me.first_name} ${auth.me.last_name}`.trim() : '';
  return (
    // Wraps on a phone: the name, two account buttons and "Log out" do not fit one 390 px row beside the language.
    <div className="b-row b-g2 b-account" style={{ minWidth: 0 }}>
      {name && (
        <p className="b-sm b-trunc b-parent" style={{ fontWeight: 500 }} title={name} data-testid="parent-name">
          {name}
        </p>
      )}
      <button
        type="button"
        className="b-btn b-btn-ghost"
        onPointerEnter={() => prefetchAccountModal('documents')}
        onFocus={() => prefetchAccountModal('documents')}
        onClick={() => modals.open({ kind: 'documents' })}
      >
        {t('public.account.menu.documents')}
      </button>
      <button
        type="button"
        className="b-btn b-btn-ghost"
        onPointerEnter={() => prefetchAccountModal('plans')}
        onFocus={() => prefetchAccountModal('plans')}
        onClick={() => modals.open({ kind: 'plans' })}
      >
        {t('public.account.menu.plans')}
      </button>
      <button
        type="button"
        className="b-btn b-btn-ghost"
        disabled={leaving}
        aria-busy={leaving || undefined}
        onClick={async () => {
          setLeaving(true);
          try {
            await auth.logout();
          } finally {
            setLeaving(false);
          }
        }}
      >
        {t('public.account.menu.logout')}
      </button>
    </div>
  );
}
