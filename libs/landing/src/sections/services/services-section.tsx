import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLocale, useMessages } from '@intambwe/i18n';
import { FIRST_PROGRAM_FIELD_ID, programFields, type ProgramField, type ProgramFieldId } from '../../content';
import { Section, StaticContent, StatusMessage, useComponentRecipes } from '@intambwe/ui';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { ANCHORS, RouteButtonLink } from '../../shared/links';
import { ProgramCard } from './program-card';
import { loadCatalogOnce, useFieldPrograms, type CatalogLoader, type FieldProgramsState } from './use-field-programs';
import { servicesMessages } from './messages';

const PANEL_ID = 'services-programs';

export interface ServicesSectionProps {
  /** Where the other fields' programs come from (stories and tests pass their own). */
  loadCatalog?: CatalogLoader;
  /** The field selected at first (the first field by default, SPEC §2). */
  initialFieldId?: ProgramFieldId;
}

function FieldChips({
  fields,
  selected,
  onSelect,
}: {
  fields: readonly ProgramField[];
  selected: ProgramFieldId;
  onSelect: (id: ProgramFieldId) => void;
}) {
  const m = useMessages(servicesMessages);
  return (
    <Box
      role="group"
      aria-label={m.fieldsLabel}
      display="flex"
      gap="2"
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      justifyContent={{ md: 'center' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
      py="1"
      scrollbarWidth="thin"
    >
      {fields.map((field) => {
        const active = field.id === selected;
        return (
          <Button
            key={field.id}
            size="sm"
            flexShrink={0}
            borderRadius="full"
            variant={active ? 'solid' : 'outline'}
            aria-pressed={active}
            aria-controls={PANEL_ID}
            onClick={() => onSelect(field.id)}
          >
            <Box
              as="span"
              w="2.5"
              h="2.5"
              borderRadius="full"
              bg={`${field.color}.solid`}
              borderWidth="1px"
              borderColor="bg"
              aria-hidden="true"
            />
            {field.title}
          </Button>
        );
      })}
    </Box>
  );
}

function ProgramsPanel({ field, loadCatalog }: { field: ProgramField; loadCatalog: CatalogLoader }) {
  const state = useFieldPrograms(field.id, loadCatalog);
  return (
    <Box id={PANEL_ID} aria-busy={state.status === 'loading'} mt="8">
      {/* The field shown first stays as prerendered; another field renders when chosen. */}
      <StaticContent key={field.id}>
        <FieldPrograms field={field} state={state} />
      </StaticContent>
    </Box>
  );
}

function FieldPrograms({ field, state }: { field: ProgramField; state: FieldProgramsState }) {
  const m = useMessages(servicesMessages);
  return (
    <>
      <Stack gap="2" mb="6" borderInlineStartWidth="4px" borderColor={`${field.color}.solid`} ps="4">
        <Heading as="h3" size={{ base: 'xl', md: '2xl' }}>
          {field.title}
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          {field.description}
        </Text>
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">
          {m.programCount({ count: field.programCount })}
        </Text>
      </Stack>
      {state.status === 'ready' && (
        <SimpleGrid
          as="ul"
          aria-label={m.programsIn({ field: field.title })}
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap="4"
          listStyleType="none"
        >
          {state.programs.map((program) => (
            <ProgramCard key={program.name} program={program} color={field.color} />
          ))}
        </SimpleGrid>
      )}
      {state.status === 'loading' && (
        <>
          <Text role="status" srOnly>
            {m.loadingPrograms}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" aria-hidden="true">
            {Array.from({ length: Math.min(field.programCount, 4) }, (_, index) => (
              <Skeleton key={index} h="44" borderRadius="l3" />
            ))}
          </SimpleGrid>
        </>
      )}
      {state.status === 'error' && (
        <StatusMessage
          role="alert"
          title={m.programsFailed}
          action={
            <Button variant="outline" onClick={state.retry}>
              {m.retry}
            </Button>
          }
        />
      )}
    </>
  );
}

/**
 * SPEC §2 Services: 15 field chips (the first selected), the chosen field's
 * title, description, colour and its programs (8, or 12 for TVET), each tagged
 * Live Sessions and Certification; Start Your Journey Today goes to /register.
 */
export function ServicesSection({
  loadCatalog = loadCatalogOnce,
  initialFieldId = FIRST_PROGRAM_FIELD_ID,
}: ServicesSectionProps) {
  useComponentRecipes();
  const m = useMessages(servicesMessages);
  const locale = useLocale();
  const fields = programFields(locale);
  const [selected, setSelected] = useState<ProgramFieldId>(initialFieldId);
  const field = fields.find((candidate) => candidate.id === selected) ?? (fields[0] as ProgramField);

  return (
    <Section id={ANCHORS.services} eyebrow={m.eyebrow} title={m.title} subtitle={m.subtitle} bg="bg.subtle">
      <FieldChips fields={fields} selected={field.id} onSelect={setSelected} />
      <ProgramsPanel field={field} loadCatalog={loadCatalog} />
      <Box textAlign="center" mt="10">
        <RouteButtonLink to="/register" size="lg">
          {m.startJourney}
          <ArrowRight aria-hidden="true" />
        </RouteButtonLink>
      </Box>
    </Section>
  );
}
ServicesSection.displayName = 'ServicesSection';
