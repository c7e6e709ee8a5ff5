// The public API of @heartline/ui: generic form pieces for the remotes. Every word is a prop
// (the apps' catalogues own them); nothing here calls i18n or the API.
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { PasswordField } from './password-field';
export type { PasswordFieldProps } from './password-field';
export { SEARCH_DEBOUNCE_MS, SearchCombobox } from './search-combobox';
export type { SearchComboboxProps, SearchComboboxWords } from './search-combobox';
