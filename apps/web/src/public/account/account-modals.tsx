import { Suspense, createContext, lazy, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TParentPet } from '@vetclinic/domain';
import { ChunkBoundary } from '../../ui/address-picker/chunk-boundary';
import { toastError } from '../../ui/errors';
import { Spinner, WithChakra, prefetchChakra } from '../lite-ui';

export type AccountModal =
  /** allowRegister false: the reschedule page's block offers no "register now" (spec §2). */
  | { kind: 'login'; allowRegister?: boolean; email?: string }
  | { kind: 'register' }
  | { kind: 'forgot'; email?: string }
  | { kind: 'add-pet'; onAdded?: (pets: TParentPet[]) => void }
  | { kind: 'documents' }
  | { kind: 'plans' };

export type AccountModalKind = AccountModal['kind'];

/** What every account modal gets from the host. */
export interface HostedModalProps {
  open: boolean;
  onClose: () => void;
  onExitComplete: () => void;
  /** Where the focus goes back to on close: what opened the first modal (a modal may open another). */
  finalFocusEl: () => HTMLElement | null;
}

// The modals live behind one small lazy switch, each modal its own chunk behind it: the page's first
// load carries none of the forms, zod schemas, phone data or the map, nor the list of their files.
const loadSwitch = () => import('./modal-switch');
const ModalSwitch = lazy(() => loadSwitch().then((m) => ({ default: m.ModalSwitch })));

/** Fetches a modal's code ahead of the click (hover, focus). */
export const prefetchAccountModal = (kind: AccountModalKind) => {
  prefetchChakra();
  void loadSwitch().then((m) => m.prefetchModal(kind)).catch(() => undefined);
};

interface AccountModalsApi {
  open: (modal: AccountModal) => void;
  close: () => void;
}

const ModalsContext = createContext<AccountModalsApi | null>(null);

export function useAccountModals(): AccountModalsApi {
  const ctx = useContext(ModalsContext);
  if (!ctx) throw new Error('useAccountModals must be used inside <AccountModalsProvider>');
  return ctx;
}

/** While a modal's code (and Chakra's, lite-ui.tsx) loads: a veil with a spinner over the page. */
function Loading() {
  return (
    <div className="b-veil" aria-busy="true">
      <Spinner />
    </div>
  );
}

/** Opens one account modal at a time (login, register, password recovery, add pet, documents, plans). */
export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AccountModal | null>(null);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const showing = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const api = useMemo<AccountModalsApi>(
    () => ({
      open: (modal) => {
        if (!showing.current) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        showing.current = true;
        setCurrent(modal);
        setOpen(true);
      },
      close: () => {
        showing.current = false;
        setOpen(false);
      },
    }),
    [],
  );
  const host: HostedModalProps = {
    open,
    onClose: api.close,
    onExitComplete: () => setCurrent(null),
    finalFocusEl: () => (opener.current?.isConnected ? opener.current : null),
  };
  return (
    <ModalsContext.Provider value={api}>
      {children}
      {current && (
        <ChunkBoundary
          key={attempt}
          onError={(err) => {
            toastError(err);
            setCurrent(null);
            setOpen(false);
            setAttempt((n) => n + 1);
          }}
        >
          <WithChakra fallback={<Loading />}>
            <Suspense fallback={<Loading />}>
              <ModalSwitch modal={current} host={host} />
            </Suspense>
          </WithChakra>
        </ChunkBoundary>
      )}
    </ModalsContext.Provider>
  );
}
