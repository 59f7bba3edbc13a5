import type { ComponentPropsWithoutRef } from 'react';
import type { KIT_LOOKS, kitStyles } from '../static-styles/kit.styles';
import { cx, staticClasses } from './classes';

/**
 * The design system's looks for parts of the public pages that run without it
 * in the browser (islands): the same recipes as Chakra's Button, Badge, Tag,
 * Card, Heading, Spinner, Skeleton, Input and Field, made into classes at
 * build time (`kitStyles`). Only class names are shipped.
 */
const k = staticClasses<typeof kitStyles>('ui');

type Looks = typeof KIT_LOOKS;
export type ButtonVariant = Looks['button']['variant'][number];
export type ButtonSize = Looks['button']['size'][number];
export type ColorPalette = Looks['palette'][number];

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A square button holding only an icon (it needs an accessible name). */
  icon?: boolean;
  full?: boolean;
  round?: boolean;
  palette?: ColorPalette;
}

export function buttonClass({
  variant = 'solid',
  size = 'md',
  icon = false,
  full = false,
  round = false,
  palette,
}: ButtonLook = {}): string {
  return cx(
    k.button,
    k[`button-${variant}`],
    k[`button-${size}`],
    icon && k['button-icon'],
    icon && k[`button-icon-${size}`],
    full && k['button-full'],
    round && k['button-round'],
    palette && k[`palette-${palette}`],
  );
}

export interface BadgeLook {
  variant?: Looks['badge']['variant'][number];
  size?: Looks['badge']['size'][number];
  palette?: ColorPalette;
}
export const badgeClass = ({ variant = 'subtle', size = 'sm', palette }: BadgeLook = {}): string =>
  cx(k.badge, k[`badge-${variant}`], k[`badge-${size}`], palette && k[`palette-${palette}`]);

export interface TagLook {
  variant?: Looks['tag']['variant'][number];
  size?: Looks['tag']['size'][number];
  palette?: ColorPalette;
}
export const tagClass = ({ variant = 'surface', size = 'sm', palette }: TagLook = {}): string =>
  cx(k['tag-root'], k[`tag-root-${variant}`], k[`tag-root-${size}`], palette && k[`palette-${palette}`]);
export const tagLabelClass = ({ size = 'sm' }: TagLook = {}): string => cx(k['tag-label'], k[`tag-label-${size}`]);

export interface CardLook {
  variant?: Looks['card']['variant'][number];
  size?: Looks['card']['size'][number];
}
export const cardClass = ({ variant = 'outline', size = 'md' }: CardLook = {}): string =>
  cx(k['card-root'], k[`card-root-${variant}`], k[`card-root-${size}`]);
export const cardBodyClass = ({ size = 'md' }: CardLook = {}): string => cx(k['card-body'], k[`card-body-${size}`]);

export const headingClass = (size: Looks['heading']['size'][number] = 'xl'): string => cx(k.heading, k[`heading-${size}`]);
export const linkClass = (variant: Looks['link']['variant'][number] = 'plain'): string => cx(k.link, k[`link-${variant}`]);
export const inputClass = (size: Looks['input']['size'][number] = 'md'): string =>
  cx(k.input, k['input-outline'], k[`input-${size}`]);
export const textareaClass = (): string => cx(k.textarea, k['textarea-outline'], k['textarea-md']);
export const fieldClasses = {
  root: cx(k['field-root'], k['field-root-vertical']),
  label: k['field-label'],
  errorText: k['field-errorText'],
  helperText: k['field-helperText'],
  requiredIndicator: k['field-requiredIndicator'],
};
/** Parts of the kit's components: an input with an element at its end (the password toggle), and a dialog's parts. */
export const kitClasses = {
  inputGroup: k['input-group'],
  inputEnd: k['input-end'],
  inputWithEnd: k['input-with-end'],
  dialog: k.dialog,
  dialogContent: k['dialog-content'],
  dialogHeader: k['dialog-header'],
  dialogTitle: k['dialog-title'],
  dialogBody: k['dialog-body'],
  dialogFooter: k['dialog-footer'],
  dialogCloseTrigger: k['dialog-closeTrigger'],
};
/** Chakra's Alert (subtle, md) in a status: the classes of its slots. */
export const alertClasses = (status: Looks['alert']['status'][number] = 'info') => ({
  root: cx(k['alert-root'], k[`alert-root-${status}`], k['alert-root-subtle'], k['alert-root-md']),
  indicator: cx(k['alert-indicator'], k['alert-indicator-md']),
  content: k['alert-content'],
  title: k['alert-title'],
  description: k['alert-description'],
});
/** Chakra's NativeSelect (outline, lg): the classes of its slots (`indicator` holds a chevron). */
export const selectClasses = {
  root: cx(k['select-root'], k['select-root-lg']),
  field: cx(k['select-field'], k['select-field-outline'], k['select-field-lg']),
  indicator: cx(k['select-indicator'], k['select-indicator-lg']),
};
/** Chakra's Avatar (lg, subtle, round): the classes of its slots. */
export const avatarClasses = {
  root: cx(k['avatar-root'], k['avatar-root-lg'], k['avatar-root-subtle'], k['avatar-root-full']),
  image: k['avatar-image'],
  fallback: k['avatar-fallback'],
};
export const srOnlyClass = k['sr-only'];
/** Sets the colour palette (`colorPalette.*` tokens) of an element and what it holds. */
export const paletteClass = (palette: ColorPalette): string => k[`palette-${palette}`];

/** Text only screen readers read. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span className={cx(srOnlyClass, className)} {...rest} />;
}

/** A spinning ring; decorative (say what is loading in a status text beside it). */
export function Spinner({ size = 'md', className }: { size?: Looks['spinner']['size'][number]; className?: string }) {
  return <span aria-hidden="true" className={cx(k.spinner, k[`spinner-${size}`], className)} />;
}

/** A pulsing placeholder block; size it with a class. Decorative. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx(k.skeleton, k['skeleton-pulse'], k['skeleton-true'], className)} />;
}

export interface StaticButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'className'>, ButtonLook {
  /** Busy: the button is disabled and shows a spinner, with `loadingText` in place of its words when given. */
  loading?: boolean;
  loadingText?: string;
  className?: string;
}

/** Chakra's Button look and its busy state, without its runtime. `type` defaults to "button" (never a surprise submit). */
export function StaticButton({
  loading = false,
  loadingText,
  variant,
  size,
  icon,
  full,
  round,
  palette,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: StaticButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ variant, size, icon, full, round, palette }), className)}
      disabled={disabled || loading}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <Spinner size="sm" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
