import { Box, Circle, Flex, Heading, Text } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { useCompact } from './booking-context';

export const ACCENT = 'var(--booking-accent, var(--chakra-colors-brand-solid))';

/** One numbered step of the booking page; its chosen value stays visible in the heading. */
export const StepSection = forwardRef<HTMLElement, { step: number; title: string; summary?: ReactNode; children: ReactNode }>(function StepSection(
  { step, title, summary, children },
  ref,
) {
  const compact = useCompact();
  const headingId = `step-${step}-title`;
  return (
    <Box
      as="section"
      ref={ref}
      aria-labelledby={headingId}
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={compact ? '3' : { base: '4', md: '6' }}
      shadow={compact ? undefined : 'xs'}
      scrollMarginTop="4"
    >
      <Flex align="center" gap="3" mb={compact ? '3' : '4'} wrap="wrap">
        <Circle size="7" bg={ACCENT} color="brand.contrast" fontWeight="semibold" fontSize="sm" aria-hidden="true" flexShrink={0}>
          {step}
        </Circle>
        <Heading as="h2" id={headingId} size="md" flexShrink={0}>
          {title}
        </Heading>
        {summary && (
          <Text as="div" color="fg.muted" fontSize="sm" flex="1" minW="0" textAlign={{ base: 'start', sm: 'end' }} truncate>
            {summary}
          </Text>
        )}
      </Flex>
      {children}
    </Box>
  );
});
