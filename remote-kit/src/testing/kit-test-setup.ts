import i18next from 'i18next';
import { setupRemoteTests } from './setup';

await setupRemoteTests({ i18n: i18next, namespace: 'kit', catalogue: { hello: 'Hello {{name}}' } });
