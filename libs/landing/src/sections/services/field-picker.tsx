import { QueryClientBoundary } from '@intambwe/api-client';
import { useLocale, useMessages } from '@intambwe/i18n';
import { buttonClass, cx, Skeleton, srOnlyClass, staticClasses, useIslandKey } from '@intambwe/ui/static';
import { useState } from 'react';
import { landingCatalogs } from '../../catalogs';
import { FIRST_PROGRAM_FIELD_ID, programFields, type ProgramField, type ProgramFieldId } from '@intambwe/platform-facts';
import { landingSectionCatalogs } from '../catalogs';
import type { fieldPickerStyles } from './field-picker.styles';
import { servicesMessages } from './messages';
import { ProgramCard } from './program-card';
import { loadCatalogOnce, useFieldPrograms, type CatalogLoader, type FieldProgramsState } from './use-field-programs';

const c = staticClasses<typeof fieldPickerStyles>('field-picker');

export interface FieldPickerProps {
  /** The field selected at first (the first field by default, SPEC §2). */
  initialFieldId?: ProgramFieldId;
  /** Where the other fields' programs come from (stories and tests pass their own). */
  loadCatalog?: CatalogLoader;
}

function FieldPrograms({ field, state }: { field: ProgramField; state: FieldProgramsState }) {
  const m = useMessages(servicesMessages);
  return (
    <>
      <div className={cx(c.fieldHead, c[`border-${field.color}`])}>
        <h3 className={c.fieldTitle}>{field.title}</h3>
        <p className={c.muted}>{field.description}</p>
        <p className={c.count}>{m.programCount({ count: field.programCount })}</p>
      </div>
      {state.status === 'ready' && (
        <ul aria-label={m.programsIn({ field: field.title })} className={c.grid}>
          {state.programs.map((program) => (
            <ProgramCard key={program.name} program={program} color={field.color} />
          ))}
        </ul>
      )}
      {state.status === 'loading' && (
        <>
          <p role="status" className={srOnlyClass}>
            {m.loadingPrograms}
          </p>
          <div className={c.grid} aria-hidden="true">
            {Array.from({ length: Math.min(field.programCount, 4) }, (_, index) => (
              <Skeleton key={index} className={c.skeleton} />
            ))}
          </div>
        </>
      )}
      {state.status === 'error' && (
        <div role="alert" className={c.failed}>
          <p>{m.programsFailed}</p>
          <button type="button" className={buttonClass({ variant: 'outline' })} onClick={state.retry}>
            {m.retry}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * SPEC §2 Services: the 15 field chips (the first selected) and the chosen
 * field's title, description, colour and programs (8, or 12 for TVET), each
 * tagged Live Sessions and Certification. An island: the first field is in the
 * page's HTML; another field's programs arrive with its catalog when chosen.
 */
export function FieldPicker(props: FieldPickerProps) {
  return (
    <QueryClientBoundary>
      <FieldChooser {...props} />
    </QueryClientBoundary>
  );
}
FieldPicker.displayName = 'FieldPicker';
FieldPicker.catalogs = [landingCatalogs, landingSectionCatalogs];

function FieldChooser({ initialFieldId = FIRST_PROGRAM_FIELD_ID, loadCatalog = loadCatalogOnce }: FieldPickerProps) {
  const m = useMessages(servicesMessages);
  const locale = useLocale();
  const panelId = `${useIslandKey()}-programs`;
  const fields = programFields(locale);
  const [selected, setSelected] = useState<ProgramFieldId>(initialFieldId);
  const field = fields.find((candidate) => candidate.id === selected) ?? (fields[0] as ProgramField);
  const state = useFieldPrograms(field.id, loadCatalog);

  return (
    <>
      <div role="group" aria-label={m.fieldsLabel} className={c.chips}>
        {fields.map((option) => {
          const active = option.id === field.id;
          return (
            <button
              key={option.id}
              type="button"
              className={cx(buttonClass({ variant: active ? 'solid' : 'outline', size: 'sm', round: true }), c.chip)}
              aria-pressed={active}
              aria-controls={panelId}
              onClick={() => setSelected(option.id)}
            >
              <span className={cx(c.swatch, c[`swatch-${option.color}`])} aria-hidden="true" />
              {option.title}
            </button>
          );
        })}
      </div>
      <div id={panelId} aria-busy={state.status === 'loading'} className={c.panel}>
        <FieldPrograms field={field} state={state} />
      </div>
    </>
  );
}
