// The remote kit's test setup with the auth catalogue (any request a test did not fake fails).
import i18next from 'i18next';
import { setupRemoteTests } from '@heartline/remote-kit/testing';
import auth from '../i18n/en.json';

await setupRemoteTests({ i18n: i18next, namespace: 'auth', catalogue: auth });
