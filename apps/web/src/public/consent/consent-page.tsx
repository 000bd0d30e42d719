import { Badge, Box, Button, Checkbox, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZConsentSignInput, type TPublicConsent } from '@vetclinic/domain';
import { errorMessage } from '../../ui/errors';
import { FormField } from '../../ui/form-field';
import { HttpError } from '../../ui/http';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { isHttpStatus } from '../booking-api';
import { ActionResult, LiveRegion } from '../appointment/action-parts';
import { LinkProblem } from '../appointment/link-problem';
import { consentKey, consentPdfUrl, fetchConsent, signConsent } from './consent-api';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

const kioskMode = () => typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('kiosk') === '1';

/** /consent/{token}: the consent form a clinic sent (or handed over on a tablet), read, filled and signed. */
export function ConsentPage({ token }: { token: string }) {
  const consent = useQuery({ queryKey: consentKey(token), queryFn: () => fetchConsent(token), retry: false });
  if (consent.isPending) return <Stack aria-busy="true"><ListSkeleton rows={6} /></Stack>;
  if (consent.isError) {
    if (isHttpStatus(consent.error, 404)) return <LinkProblem kind="invalid" />;
    if (isHttpStatus(consent.error, 410)) return <LinkProblem kind="expired" />;
    return <ErrorState error={consent.error} onRetry={() => void consent.refetch()} />;
  }
  return <ConsentView token={token} consent={consent.data} />;
}

/**
 * The document HTML comes from the server's renderer (domain `renderDocumentHtml`), which escapes every
 * character of the template and of the values and emits only its own tags (p, h1, h2, ul, li, strong, br).
 */
function DocumentHtml({ html, label }: { html: string; label: string }) {
  // The page's own heading is the document's title (h1): the document's headings move one level down, and its
  // clinic header and title line (the first h1 of the snapshot), which the page already shows, stay hidden.
  const demoted = html.replace(/<(\/?)h2>/g, '<$1h3>').replace(/<(\/?)h1>/g, '<$1h2>');
  return (
    <Box role="document" aria-label={label} fontSize="md" lineHeight="1.6" overflowWrap="anywhere"
      css={{ '& > header, & > h2:first-of-type': { display: 'none' }, '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: 2, mb: 2 }, '& h3': { fontSize: 'lg', fontWeight: 'bold', mt: 3, mb: 1 }, '& p': { mb: 3 }, '& ul': { pl: 5, mb: 3, listStyleType: 'disc' }, '& li': { mb: 1 } }}
      dangerouslySetInnerHTML={{ __html: demoted }} />
  );
}

/**
 * A consent form sent from an uploaded PDF: the PDF itself, unchanged (no heavy viewer in this bundle). Wide
 * screens show it in a frame (the browser's own viewer); phones, whose browsers do not show a PDF inside a page,
 * get the button that opens it in the phone's viewer — the button is there on every screen (docs/decisions.md).
 */
function PdfDocument({ url, pages, title, signed }: { url: string; pages: number; title: string; signed: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      {!signed && <Text>{t('public.consent.pdfIntro', { count: pages })}</Text>}
      <Box display={{ base: 'none', md: 'block' }} borderWidth="1px" borderColor="border.muted" rounded="md" overflow="hidden">
        <iframe src={url} title={title} style={{ width: '100%', height: '70vh', border: 0, display: 'block' }} />
      </Box>
      <Button asChild variant="outline" alignSelf="start"><a href={url} target="_blank" rel="noopener noreferrer">{t('public.consent.pdfOpen')}</a></Button>
    </Stack>
  );
}

function ConsentView({ token, consent: c }: { token: string; consent: TPublicConsent }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const kiosk = kioskMode();
  const signed = c.status === 'signed';
  const signedAt = c.signed_at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(c.signed_at)) : null;
  return (
    <Stack gap="4" pb="8">
      {kiosk && !signed && <KioskBar />}
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
        <Stack gap="2" mb="4">
          <Text color="fg.muted" fontSize="sm">{t('public.consent.from', { clinic: c.clinic.name })}</Text>
          <Heading as="h1" size="xl">{c.title}</Heading>
          <Text>{t('public.consent.for', { pet: c.pet_name })}</Text>
          {signed && <Badge colorPalette="green" variant="subtle" alignSelf="start">{t('public.consent.signedBadge')}</Badge>}
        </Stack>
        {c.pdf ? <PdfDocument url={c.pdf.url} pages={c.pdf.pages} title={c.title} signed={signed} /> : <DocumentHtml html={c.html} label={c.title} />}
      </Box>
      {signed ? (
        <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }} role="status">
          <Stack gap="3">
            <Heading as="h2" size="md">{t('public.consent.doneTitle')}</Heading>
            <Text>{t('public.consent.doneText', { name: c.signer_name ?? '', date: signedAt ?? '' })}</Text>
            {kiosk ? (
              <Text fontWeight="600">{t('public.consent.handBack')}</Text>
            ) : (
              <Button asChild colorPalette="brand" alignSelf="start"><a href={consentPdfUrl(token)} download>{t('public.consent.download')}</a></Button>
            )}
          </Stack>
        </Box>
      ) : (
        <SignForm token={token} onSigned={(data) => queryClient.setQueryData(consentKey(token), data)} />
      )}
      {c.clinic.phone && !kiosk && <Text fontSize="sm" color="fg.muted">{t('public.consent.questions', { phone: c.clinic.phone })}</Text>}
    </Stack>
  );
}

/** The tablet at the desk: one tap makes the page fill the screen (the staff app stays behind, in its own window). */
function KioskBar() {
  const { t } = useTranslation();
  const canFull = typeof document !== 'undefined' && !!document.documentElement.requestFullscreen;
  return (
    <Box bg="bg.subtle" rounded="lg" p="3">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ sm: 'center' }}>
        <Text fontSize="sm">{t('public.consent.kioskNote')}</Text>
        {canFull && <Button size="sm" variant="outline" onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}>{t('public.consent.fullScreen')}</Button>}
      </Stack>
    </Box>
  );
}

/** The shared schema's own message keys (consent.validation.*, the server's), as the public catalogue files them. */
const SERVER_KEY = /^consent\.validation\./;

type Errors = Partial<Record<'signer_name' | 'agree' | 'signature', string>>;

function SignForm({ token, onSigned }: { token: string; onSigned: (data: TPublicConsent) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pad = useRef<SignaturePadHandle>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // The box's own id belongs to the checkbox (its label points at it): focus goes through a ref.
  const agreeRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const sigErrorId = useId();
  const agreeErrorId = useId();
  const sign = useMutation({
    mutationFn: (input: Parameters<typeof signConsent>[1]) => signConsent(token, input),
    onSuccess: onSigned,
    onError: (err) => {
      if (err instanceof HttpError && err.status === 422 && err.body?.errors) {
        const e = err.body.errors;
        setErrors({ signer_name: e.signer_name?.[0], agree: e.agree?.[0], signature: e.signature?.[0] });
      }
      // Signed meanwhile (another device, a double tap): show what the server has.
      if (isHttpStatus(err, 409)) void queryClient.invalidateQueries({ queryKey: consentKey(token) });
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZConsentSignInput.safeParse({ signer_name: name, agree, signature: pad.current?.toDataUrl() ?? undefined });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        // The shared schema names server keys (consent.validation.*); the public catalogue has its own copies.
        const key = issue.message.replace(SERVER_KEY, 'public.consent.errors.');
        if (!next[field]) next[field] = t(key, { attribute: t(`public.consent.fields.${field}`) });
      }
      setErrors(next);
      if (next.signer_name) nameRef.current?.focus();
      else if (next.agree) agreeRef.current?.focus();
      else if (next.signature) pad.current?.focus();
      return;
    }
    setErrors({});
    sign.mutate(parsed.data);
  };

  return (
    <Box asChild bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }}>
      <form noValidate onSubmit={submit}>
      <Stack gap="5">
        <Heading as="h2" size="md">{t('public.consent.signTitle')}</Heading>
        <FormField label={t('public.consent.fields.signer_name')} required error={errors.signer_name ? { message: errors.signer_name } : undefined} helper={t('public.consent.nameHelp')}>
          <Input ref={nameRef} value={name} onChange={(e) => { setName(e.target.value); if (errors.signer_name) setErrors((x) => ({ ...x, signer_name: undefined })); }} autoComplete="name" maxLength={200} />
        </FormField>
        <Box>
          <Checkbox.Root colorPalette="brand" checked={agree} invalid={!!errors.agree} onCheckedChange={(e) => { setAgree(e.checked === true); if (e.checked === true) setErrors((x) => (x.agree ? { ...x, agree: undefined } : x)); }}>
            <Checkbox.HiddenInput ref={agreeRef} aria-required="true" aria-describedby={errors.agree ? agreeErrorId : undefined} />
            <Checkbox.Control />
            <Checkbox.Label>{t('public.consent.agree')}</Checkbox.Label>
          </Checkbox.Root>
          {errors.agree && <Text id={agreeErrorId} color="fg.error" fontSize="sm" mt="1">{errors.agree}</Text>}
        </Box>
        <Box>
          <Text as="div" fontWeight="medium" mb="2">{t('public.consent.fields.signature')}</Text>
          <SignaturePad ref={pad} label={t('public.consent.padLabel')} invalid={!!errors.signature} describedBy={errors.signature ? sigErrorId : undefined}
            onChange={(drawn) => { if (drawn) setErrors((e) => (e.signature ? { ...e, signature: undefined } : e)); }} />
          {errors.signature && <Text id={sigErrorId} color="fg.error" fontSize="sm" mt="1">{errors.signature}</Text>}
        </Box>
        <LiveRegion>
          {sign.isError && !(sign.error instanceof HttpError && sign.error.status === 422) && <ActionResult status="error">{errorMessage(sign.error)}</ActionResult>}
        </LiveRegion>
        <Button type="submit" colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} alignSelf="start" loading={sign.isPending}>{t('public.consent.submit')}</Button>
      </Stack>
      </form>
    </Box>
  );
}
