import { Box, Button, Card, Clipboard, Heading, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../ui/form-field';
import { WIDGET_HEIGHT_MESSAGE, embedSnippet, widgetUrl } from './embed-snippet';

/** One origin per line ↔ the list the API stores; keeps what the user types until it is saved. */
function OriginLines({ value, onChange, onBlur, invalid }: { value: string[]; onChange: (v: string[]) => void; onBlur: () => void; invalid: boolean }) {
  const [text, setText] = useState(value.join('\n'));
  useEffect(() => {
    setText((prev) => (sameList(parse(prev), value) ? prev : value.join('\n')));
  }, [value]);
  return (
    <Textarea
      rows={3}
      aria-invalid={invalid}
      placeholder="https://www.example.com"
      fontFamily="mono"
      fontSize="sm"
      value={text}
      onBlur={onBlur}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parse(e.target.value));
      }}
    />
  );
}

const parse = (text: string) => text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The first message of a list field's errors: the list's own, else the first bad entry's. */
function firstError(errors: FieldErrors<{ embed_origins: string[] }>['embed_origins']): { message?: string } | undefined {
  if (!errors) return undefined;
  if (errors.message) return { message: errors.message };
  const list = errors as unknown as ({ message?: string } | undefined)[];
  return Array.isArray(list) ? list.find((e) => e?.message) : undefined;
}

/** A frame of the widget that grows with its content, as the snippet makes it on the clinic's site. */
function WidgetPreview({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const data = e.data as { type?: string; height?: unknown } | null;
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow || data?.type !== WIDGET_HEIGHT_MESSAGE) return;
      const next = Math.ceil(Number(data.height));
      if (next > 0 && next < 20000) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return <chakra.iframe ref={frame} src={src} title={title} w="full" h={`${height}px`} border="0" bg="bg" />;
}

/** "Your website": which sites may embed the booking page, the code to paste there, and how it will look. */
export function EmbedSettings({ control, errors, slug }: { control: Control<{ embed_origins: string[] }>; errors: FieldErrors<{ embed_origins: string[] }>; slug: string }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const title = t('staff.settings.embedFrameTitle');
  const snippet = embedSnippet({ origin, slug, title });
  const error = firstError(errors.embed_origins);
  return (
    <Card.Root>
      <Card.Header><Heading as="h2" size="md">{t('staff.settings.embedTitle')}</Heading></Card.Header>
      <Card.Body>
        <Stack gap="5">
          <FormField label={t('labels.fields.embed_origins')} error={error} helper={t('staff.settings.embedOriginsHelper')}>
            <Controller control={control} name="embed_origins" render={({ field }) => (
              <OriginLines value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} invalid={!!error} />
            )} />
          </FormField>
          <Stack gap="2">
            <Text fontWeight="medium" id="embed-snippet-label">{t('staff.settings.embedSnippet')}</Text>
            <Text fontSize="sm" color="fg.muted">{t('staff.settings.embedSnippetHelper')}</Text>
            <Textarea readOnly rows={7} fontFamily="mono" fontSize="xs" value={snippet} aria-labelledby="embed-snippet-label" onFocus={(e) => e.currentTarget.select()} />
            <Clipboard.Root value={snippet} alignSelf="start">
              <Clipboard.Trigger asChild>
                <Button variant="outline" size="sm">
                  <Clipboard.Indicator copied={t('staff.settings.embedCopied')}>{t('staff.settings.embedCopy')}</Clipboard.Indicator>
                </Button>
              </Clipboard.Trigger>
            </Clipboard.Root>
          </Stack>
          <Stack gap="2">
            <Text fontWeight="medium">{t('staff.settings.embedPreview')}</Text>
            <Box borderWidth="1px" borderColor="border.muted" rounded="md" p="2" bg="bg.subtle">
              <WidgetPreview src={widgetUrl(origin, slug)} title={title} />
            </Box>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
