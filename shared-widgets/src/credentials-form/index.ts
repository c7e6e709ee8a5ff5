// @heartline/widgets/credentials-form: the sign-in form, an entry of its own. It brings
// react-hook-form, its zod resolver and the contracts' schemas (zod): the widgets' main entry,
// which the agent console loads whole with its meet-ups, must not (entry.test.ts).
export { CredentialsForm } from './credentials-form';
export type { CredentialsFailure, CredentialsFormLabels, CredentialsFormProps } from './credentials-form';
