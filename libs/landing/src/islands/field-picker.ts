/** The 'landing.field-picker' island's code: what the page loads to hydrate it. */
export { FieldPicker as default } from '../sections/services/field-picker';
