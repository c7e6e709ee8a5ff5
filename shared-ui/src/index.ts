// The public API of @heartline/ui: generic pieces every app shares (the form pieces, the Dialog
// and Sheet, the design components). Every word is a prop (the apps' catalogues own them);
// nothing here calls i18n or the API. Each piece brings its own CSS, drawn with the tokens.
export { Button, ButtonLink, buttonClassName } from './button';
export { submitHandler } from './submit-handler';
export type { ButtonLinkProps, ButtonLook, ButtonProps, ButtonSize, ButtonVariant } from './button';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { DateField, dateFieldValue } from './date-field';
export type { DateFieldPart, DateFieldProps } from './date-field';
export { TextAreaField } from './text-area-field';
export type { TextAreaFieldProps } from './text-area-field';
export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { Switch } from './switch';
export type { SwitchProps } from './switch';
export { SegmentedControl } from './segmented-control';
export type { SegmentedControlProps } from './segmented-control';
export { RadioCards } from './radio-cards';
export type { RadioCardOption, RadioCardsProps } from './radio-cards';
export type { ChoiceGroupProps, ChoiceOption } from './choice-group';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { Card } from './card';
export type { CardProps } from './card';
export { Badge } from './badge';
export type { BadgeProps, BadgeTone } from './badge';
export { Avatar, initialsOf } from './avatar';
export type { AvatarProps, AvatarSize } from './avatar';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export { Pagination } from './pagination';
export type { PageLinkProps, PaginationProps } from './pagination';
export { paginationItems } from './pagination-items';
export type { PaginationItem } from './pagination-items';
// FileDrop (and its cropper) is the entry @heartline/ui/file-drop: only the pages that upload
// photos load it.
export { SEARCH_DEBOUNCE_MS, SearchCombobox } from './search-combobox';
export type { SearchComboboxProps, SearchComboboxWords } from './search-combobox';
// Design tokens are subpaths, not part of this entry: @heartline/ui/tokens.css (the custom
// properties), @heartline/ui/tokens (their names and raw numbers for scripts) and
// @heartline/ui/theme (a brand's theme as CSS). This entry is shared as one module, whole, so
// whatever it exports every remote's first visit loads (the token map and the theme builder
// behind it were 1.2 KB gzip that no app imported from here).
export { Dialog, OVERLAY_Z_INDEX } from './dialog';
export type { DialogProps } from './dialog';
// What a screen shows instead of content that is missing or failed: a picture, words, a way on.
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export type { EmptyStatePicture } from './empty-state/empty-state-pictures';
export { Sheet } from './sheet';
export type { SheetProps } from './sheet';
// The emoji picker is an entry of its own, @heartline/ui/emoji-picker (emoji-picker/index.ts): only
// the chat and the claimed conversation take it.
