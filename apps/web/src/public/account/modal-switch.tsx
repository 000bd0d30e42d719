import { lazy } from 'react';
import type { AccountModal, AccountModalKind, HostedModalProps } from './account-modals';

const loaders = {
  login: () => import('./login-modal'),
  register: () => import('./register-modal'),
  forgot: () => import('./forgot-password-modal'),
  'add-pet': () => import('./add-pet-modal'),
  documents: () => import('./documents-modal'),
  plans: () => import('./plans-modal'),
} satisfies Record<AccountModalKind, () => Promise<unknown>>;

const LoginModal = lazy(() => loaders.login().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => loaders.register().then((m) => ({ default: m.RegisterModal })));
const ForgotPasswordModal = lazy(() => loaders.forgot().then((m) => ({ default: m.ForgotPasswordModal })));
const AddPetModal = lazy(() => loaders['add-pet']().then((m) => ({ default: m.AddPetModal })));
const DocumentsModal = lazy(() => loaders.documents().then((m) => ({ default: m.DocumentsModal })));
const PlansModal = lazy(() => loaders.plans().then((m) => ({ default: m.PlansModal })));

export const prefetchModal = (kind: AccountModalKind) => void loaders[kind]().catch(() => undefined);

/** The open account modal, each loaded on first use. */
export function ModalSwitch({ modal, host }: { modal: AccountModal; host: HostedModalProps }) {
  switch (modal.kind) {
    case 'login':
      return <LoginModal {...host} allowRegister={modal.allowRegister !== false} email={modal.email} />;
    case 'register':
      return <RegisterModal {...host} />;
    case 'forgot':
      return <ForgotPasswordModal {...host} email={modal.email} />;
    case 'add-pet':
      return <AddPetModal {...host} onAdded={modal.onAdded} />;
    case 'documents':
      return <DocumentsModal {...host} />;
    case 'plans':
      return <PlansModal {...host} />;
  }
}
